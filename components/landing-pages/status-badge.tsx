import { Badge } from '@/components/ui/badge';
import { landingStatusStyle } from '@/lib/landing-pages/rules';

/** The one landing-page status badge (document 001 §4): rascunho secondary, publicada default, pausada outline, arquivada destructive. */
export function LandingStatusBadge({ status }: { status: string }) {
  const style = landingStatusStyle(status);
  return <Badge variant={style.variant}>{style.label}</Badge>;
}
