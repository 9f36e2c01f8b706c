'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, FileText, Loader2, LockKeyhole } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { type TSignIn, ZSignIn } from '@/lib/validation/auth';
import { signIn } from '@/server/auth/actions';

export function SignInForm({ from }: { from: string }) {
  const t = useTranslations('auth');
  const tx = useTranslations('authExtra');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const form = useForm<TSignIn>({ resolver: zodResolver(ZSignIn), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await signIn({ ...values, from });
      if (!result.ok) {
        toast.error(t('signInErrorTitle'), { description: result.error || t('signInErrorText') });
        return;
      }
      toast.success(t('signInSuccessTitle'), { description: t('signInSuccessText') });
      router.replace(result.data.redirectTo);
      router.refresh();
    }),
  );

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-accent via-background to-background px-4 py-12">
      <div className="w-full max-w-sm">
        <Link
          href="/"
          className="mb-6 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" /> {t('backToSite')}
        </Link>
        <Card className="py-7">
          <CardHeader className="px-7 text-center">
            <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <LockKeyhole className="size-6" />
            </div>
            <CardTitle className="text-xl">
              <h1>{t('title')}</h1>
            </CardTitle>
            <CardDescription>{t('subtitle')}</CardDescription>
          </CardHeader>
          <CardContent className="px-7">
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <FormField id="email" label={t('email')} error={errors.email?.message}>
                <Input
                  id="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder={t('emailPlaceholder')}
                  aria-invalid={!!errors.email}
                  {...form.register('email')}
                />
              </FormField>
              <FormField id="password" label={t('password')} error={errors.password?.message}>
                <Input
                  id="password"
                  type="password"
                  autoComplete="current-password"
                  placeholder={t('passwordPlaceholder')}
                  aria-invalid={!!errors.password}
                  {...form.register('password')}
                />
              </FormField>
              <Button type="submit" size="lg" className="mt-2 w-full" disabled={isPending}>
                {isPending && <Loader2 className="animate-spin" />}
                {isPending ? t('submitting') : t('submit')}
              </Button>
              {/* D70: the reset link. */}
              <Link
                href="/auth/esqueci"
                className="justify-self-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
              >
                {tx('forgot')}
              </Link>
            </form>
          </CardContent>
        </Card>
        {/* D269: the clients' door, as plain as the staff form: "Área de Clientes" leads here (document 000 §2.4). */}
        <section
          aria-labelledby="client-door"
          className="mt-4 rounded-xl border bg-card p-5 text-center shadow-xs"
          data-testid="client-door"
        >
          <h2 id="client-door" className="font-semibold">
            {tx('clientDoorTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{tx('clientDoorText')}</p>
          <Button asChild variant="outline" size="lg" className="mt-4 w-full">
            <Link href="/portal">
              <FileText /> {tx('clientPortal')}
            </Link>
          </Button>
        </section>
      </div>
    </main>
  );
}
