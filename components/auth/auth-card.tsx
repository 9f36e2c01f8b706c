import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The frame of the signed-out account pages (reset, second factor, invitation), like the sign-in page. */
export function AuthCard({
  title,
  description,
  back,
  children,
}: {
  title: string;
  description?: string;
  back: { href: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-accent via-background to-background px-4 py-12">
      <div className="w-full max-w-sm">
        <Link
          href={back.href}
          className="mb-6 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" /> {back.label}
        </Link>
        <Card className="py-7">
          <CardHeader className="px-7 text-center">
            <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <LockKeyhole className="size-6" />
            </div>
            <CardTitle className="text-xl">
              <h1>{title}</h1>
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent className="px-7">{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
