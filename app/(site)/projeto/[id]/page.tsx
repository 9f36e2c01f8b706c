import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProjectDetail } from '@/components/site/project-detail';
import { getProject, PORTFOLIO } from '@/content/portfolio';
import { pageMetadata } from '@/lib/seo';

type Params = Promise<{ id: string }>;

// The 21 built-in projects are built ahead; any other id is answered on request (the not-found text).
export const generateStaticParams = () => PORTFOLIO.map((p) => ({ id: p.id }));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const project = getProject((await params).id);
  if (!project) {
    const t = await getTranslations('site.project');
    return { title: t('notFound'), robots: { index: false } };
  }
  return pageMetadata({
    path: `/projeto/${project.id}`,
    title: project.title,
    description: project.description,
    type: 'article',
  });
}

/** Public portfolio project detail (document 000 §2.10). */
export default async function ProjectPage({ params }: { params: Params }) {
  const project = getProject((await params).id);
  if (!project) notFound();
  return <ProjectDetail project={project} />;
}
