import { IntentLink as Link } from '@/components/common/intent-link';
import { TAG_INFO } from '@/content/tags';
import type { PortfolioProject } from '@/content/types';
import { cx } from './ui';
import { SiteImage } from './site-image';

export type ProjectCardData = Pick<
  PortfolioProject,
  'id' | 'title' | 'description' | 'client' | 'tags' | 'image' | 'imageUrl'
>;

export const toCardData = ({
  id,
  title,
  description,
  client,
  tags,
  image,
  imageUrl,
}: PortfolioProject): ProjectCardData => ({
  id,
  title,
  description,
  client,
  tags,
  image,
  imageUrl,
});

/** The card fallback order of document 000 §4: card image, image url, the project's own, the category's. */
export const cardSources = (p: ProjectCardData) => [
  p.image,
  p.imageUrl,
  `/images/portfolio/${p.id}/3.svg`,
  `/images/categories/${p.tags[0]}.svg`,
];

/** Portfolio card: image, title, description, client ("Cliente Confidencial" when not given); opens /projeto/{id}. */
export function ProjectCard({
  project,
  confidentialLabel,
  headingLevel: Heading = 'h3',
  className,
  style,
}: {
  project: ProjectCardData;
  confidentialLabel: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  style?: React.CSSProperties;
}) {
  const tag = TAG_INFO[project.tags[0]];
  return (
    <article
      data-testid="project-card"
      style={style}
      className={cx(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl motion-reduce:transform-none',
        className,
      )}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        <SiteImage
          sources={cardSources(project)}
          alt=""
          fill
          tint={tag.soft}
          sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transform-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <ul className="flex flex-wrap gap-1.5">
          {project.tags.map((t) => (
            <li
              key={t}
              className="rounded-full px-2.5 py-0.5 text-xs font-semibold"
              style={{ backgroundColor: TAG_INFO[t].soft, color: TAG_INFO[t].colour }}
            >
              {TAG_INFO[t].label}
            </li>
          ))}
        </ul>
        <Heading className="mt-3 text-lg font-bold text-slate-900">
          <Link href={`/projeto/${project.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {project.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600">{project.description}</p>
        <p className="mt-4 text-sm font-medium text-slate-700">{project.client || confidentialLabel}</p>
      </div>
      <span
        aria-hidden
        className="pointer-events-none absolute inset-0 rounded-2xl ring-primary ring-offset-2 group-has-[:focus-visible]:ring-2"
      />
    </article>
  );
}
