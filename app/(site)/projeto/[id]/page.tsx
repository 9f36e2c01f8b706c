import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProjectDetail } from '@/components/site/project-detail';
import { defaultSiteContent } from '@/lib/site/content';
import { projectGallery, visibleProjects } from '@/lib/site/public';
import { pageMetadata } from '@/lib/seo';
import { getSiteContent } from '@/server/site/read-site-content';

type Params = Promise<{ id: string }>;

// The 21 built-in projects are built ahead (then rendered again from the database on their first visit, D105);
// a project the agency adds is rendered on its first visit; a hidden or unknown one answers the not-found text.
export const generateStaticParams = () => defaultSiteContent().projects.map((p) => ({ id: p.id }));

async function load(id: string) {
  const content = await getSiteContent();
  const all = visibleProjects(content);
  const project = all.find((p) => p.id === id);
  return project ? { project, all, uploaded: projectGallery(content, id) } : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const project = (await load((await params).id))?.project;
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
  const loaded = await load((await params).id);
  if (!loaded) notFound();
  return <ProjectDetail {...loaded} />;
}
