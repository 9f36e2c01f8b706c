import type { TSection } from '@/lib/validation/landing-pages';
import { cn } from '@/lib/utils';
import { Carousel } from './carousel';

const Check = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

export function SectionHeading({ section, className }: { section: TSection; className?: string }) {
  if (!section.titulo && !section.texto) return null;
  return (
    <div className={cn('mx-auto mb-8 max-w-2xl text-center', className)}>
      {section.titulo && <h2 className="text-2xl font-bold tracking-tight text-balance text-(--lp-secondary) @3xl:text-3xl">{section.titulo}</h2>}
      {section.texto && <p className="mt-3 text-base text-pretty text-slate-600 @3xl:text-lg">{section.texto}</p>}
    </div>
  );
}

type Item = TSection['itens'][number];

function FeatureCard({ item }: { item: Item }) {
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="grid size-10 place-items-center rounded-xl bg-(--lp-primary) text-white"><Check /></span>
      {item.titulo && <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.titulo}</h3>}
      {item.texto && <p className="mt-2 text-slate-600">{item.texto}</p>}
    </div>
  );
}

function StepCard({ item, n }: { item: Item; n: number }) {
  return (
    <div className="h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="grid size-10 place-items-center rounded-full border-2 border-(--lp-primary) font-bold text-(--lp-primary)">{n}</span>
      {item.titulo && <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.titulo}</h3>}
      {item.texto && <p className="mt-2 text-slate-600">{item.texto}</p>}
    </div>
  );
}

function Testimonial({ item }: { item: Item }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span aria-hidden="true" className="text-4xl leading-none font-bold text-(--lp-primary)">“</span>
      <blockquote className="mt-1 flex-1 text-slate-700">{item.texto}</blockquote>
      {item.titulo && <figcaption className="mt-4 text-sm font-semibold text-slate-900">{item.titulo}</figcaption>}
    </figure>
  );
}

function Card({ section, item, index }: { section: TSection; item: Item; index: number }) {
  if (section.tipo === 'passos') return <StepCard item={item} n={index + 1} />;
  if (section.tipo === 'depoimentos') return <Testimonial item={item} />;
  return <FeatureCard item={item} />;
}

function Faq({ items }: { items: Item[] }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-3">
      {items.map((item, i) => (
        <details key={i} className="group rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.titulo}
            <span aria-hidden="true" className="text-xl text-(--lp-primary) transition-transform group-open:rotate-45">+</span>
          </summary>
          <p className="mt-3 text-slate-600">{item.texto}</p>
        </details>
      ))}
    </div>
  );
}

const GRID: Record<number, string> = { 1: '@3xl:grid-cols-1', 2: '@3xl:grid-cols-2', 3: '@3xl:grid-cols-3', 4: '@3xl:grid-cols-2 @5xl:grid-cols-4' };

/** A section's body laid out as a grid (desktop, and every template on phones but the professional one). */
export function SectionBody({ section }: { section: TSection }) {
  if (section.itens.length === 0) return null;
  if (section.tipo === 'perguntas') return <Faq items={section.itens} />;
  if (section.tipo === 'texto') {
    return (
      <ul className="mx-auto grid max-w-3xl gap-3">
        {section.itens.map((item, i) => (
          <li key={i} className="flex gap-3 text-slate-700">
            <span className="mt-0.5 text-(--lp-primary)"><Check /></span>
            <span>{item.titulo && <strong className="text-slate-900">{item.titulo}. </strong>}{item.texto}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={cn('grid gap-5', GRID[Math.min(section.itens.length, 4)] ?? GRID[3], section.itens.length > 4 && '@5xl:grid-cols-3')}>
      {section.itens.map((item, i) => <Card key={i} section={section} item={item} index={i} />)}
    </div>
  );
}

/** The professional template's phone variant: the section's cards slide by themselves. */
export function SectionCarousel({ section, intervalMs }: { section: TSection; intervalMs: number }) {
  return (
    <Carousel intervalMs={intervalMs} label={section.titulo || section.tipo}>
      {section.itens.map((item, i) => (
        <div key={i} className="w-[85%] shrink-0 snap-center">
          <Card section={section} item={item} index={i} />
        </div>
      ))}
    </Carousel>
  );
}
