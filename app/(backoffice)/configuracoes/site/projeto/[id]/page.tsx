import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProjectForm } from '@/components/site-settings/project-form';
import type { SiteProject } from '@/lib/site/content';
import type { TProjectForm } from '@/lib/site/forms';
import { todayInSaoPaulo } from '@/lib/format';
import { requireStaff } from '@/server/auth/session';
import { readSavedSiteContent } from '@/server/site/queries';

export const metadata: Metadata = { title: 'Projeto do portfólio' };

const toForm = (p: SiteProject): TProjectForm => ({
  ...p,
  technologies: p.technologies.join(', '),
  features: p.features.join('\n'),
  achievements: p.achievements.join('\n'),
});

/** Add (`novo`) or edit one portfolio project of the public site (D105). */
export default async function SiteProjectPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireStaff(`/configuracoes/site/projeto/${id}`);
  const t = await getTranslations('siteSettings.project');
  let initial: TProjectForm;
  if (id === 'novo') {
    initial = {
      id: '',
      title: '',
      description: '',
      client: '',
      year: Number(todayInSaoPaulo().slice(0, 4)),
      tags: [],
      detailedDescription: '',
      technologies: '',
      features: '',
      achievements: '',
      websiteUrl: '',
      images: [],
      hidden: false,
    };
  } else {
    const project = (await readSavedSiteContent()).projects.find((p) => p.id === id);
    if (!project) notFound();
    initial = toForm(project);
  }
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{id === 'novo' ? t('newTitle') : t('editTitle')}</h1>
      <ProjectForm initial={initial} />
    </div>
  );
}
