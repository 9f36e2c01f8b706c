import { cx as cn } from './ui';

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  className,
  as: Heading = 'h2',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  className?: string;
  as?: 'h1' | 'h2';
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>}
      <Heading id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </Heading>
      {subtitle && <p className="mt-4 text-lg leading-relaxed text-slate-600">{subtitle}</p>}
    </div>
  );
}
