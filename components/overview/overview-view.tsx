import { ArrowRight, Settings2 } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/format';
import { monthLabel } from '@/lib/pipeline/months';
import type { Funnel, Overview } from '@/server/overview/queries';
import { MoneyChartLazy } from './money-chart-lazy';

const FUNNEL: Array<keyof Funnel> = [
  'leads',
  'enviadas',
  'aceitas',
  'valorAceito',
  'assinados',
  'recebidas',
  'valorRecebido',
];
const MONEY = new Set<keyof Funnel>(['valorAceito', 'valorRecebido']);

function Card({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** /painel (D58): numbers first (server-rendered), the chart after (lazy). */
export async function OverviewView({ data }: { data: Overview }) {
  const t = await getTranslations('pipeline.overview');
  const show = (key: keyof Funnel, n: number) => (MONEY.has(key) ? formatMoney(n) : String(n));
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href="/configuracoes/automacoes">
            <Settings2 /> {t('automations')}
          </Link>
        </Button>
      </div>

      <Card title={t('funnel')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7" data-testid="overview-funnel">
          {FUNNEL.map((key) => (
            <div key={key} className="min-w-0 rounded-lg bg-muted/50 p-3" data-metric={key}>
              <dt className="text-xs text-muted-foreground">{t(`funnelLabels.${key}`)}</dt>
              <dd
                className="mt-1 text-lg font-bold break-words tabular-nums sm:text-xl xl:text-base"
                data-testid={`metric-${key}`}
              >
                {show(key, data.funnel[key].atual)}
              </dd>
              <dd className="text-xs text-muted-foreground tabular-nums">
                {t('lastMonth')}: {show(key, data.funnel[key].anterior)}
              </dd>
              {/* Net of Pix refunds: what left the account is said where the money received is. */}
              {key === 'valorRecebido' && (data.devolvido.atual > 0 || data.devolvido.anterior > 0) && (
                <dd className="text-xs text-amber-800 tabular-nums" data-testid="metric-devolvido">
                  {t('refunded', {
                    atual: formatMoney(data.devolvido.atual),
                    anterior: formatMoney(data.devolvido.anterior),
                  })}
                </dd>
              )}
            </div>
          ))}
        </dl>
        {/* One column on a phone: sums in the millions do not fit half of 390 px. */}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="min-w-0 rounded-lg border p-3" data-testid="overview-open">
            <p className="text-xs text-muted-foreground">{t('abertas')}</p>
            <p className="text-lg font-bold break-words tabular-nums">{formatMoney(data.abertas.sum)}</p>
            <p className="text-xs text-muted-foreground">{t('charges', { count: data.abertas.count })}</p>
          </div>
          <div className="min-w-0 rounded-lg border border-red-200 p-3" data-testid="overview-overdue">
            <p className="text-xs text-red-800">{t('vencidas')}</p>
            <p className="text-lg font-bold break-words tabular-nums text-red-800">{formatMoney(data.vencidas.sum)}</p>
            <p className="text-xs text-muted-foreground">{t('charges', { count: data.vencidas.count })}</p>
          </div>
        </div>
      </Card>

      <Card title={t('chartTitle')}>
        <p className="sr-only">{t('chartSummary')}</p>
        <MoneyChartLazy data={data.chart} labels={{ recebido: t('recebido'), faturado: t('faturado') }} />
        <table className="sr-only">
          <caption>{t('chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mes')}</th>
              <th scope="col">{t('faturado')}</th>
              <th scope="col">{t('recebido')}</th>
            </tr>
          </thead>
          <tbody>
            {data.chart.map((p) => (
              <tr key={p.mes}>
                <th scope="row">{monthLabel(p.mes)}</th>
                <td>{formatMoney(p.faturado)}</td>
                <td>{formatMoney(p.recebido)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Card
          title={t('nextDue')}
          action={
            <Link href="/cobrancas" className="flex items-center gap-1 text-sm text-primary hover:underline">
              {t('seeAll')} <ArrowRight className="size-3.5" />
            </Link>
          }
        >
          {data.nextDue.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noneDue')}</p>
          ) : (
            <ul className="divide-y text-sm">
              {data.nextDue.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-2">
                  <Link href={`/cobrancas/${c.id}`} className="min-w-0 flex-1 hover:underline">
                    <span className="block truncate font-medium">{c.titulo}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {c.cliente} · {t('dueOn', { date: formatDate(c.vencimento) })}
                    </span>
                  </Link>
                  <span className="shrink-0 font-semibold tabular-nums">{formatMoney(c.valor)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card
          title={t('waiting')}
          action={
            <Link href="/clientes" className="flex items-center gap-1 text-sm text-primary hover:underline">
              {t('seeAll')} <ArrowRight className="size-3.5" />
            </Link>
          }
        >
          {data.waiting.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noneWaiting')}</p>
          ) : (
            <ul className="divide-y text-sm">
              {data.waiting.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-3 py-2">
                  <Link href={`/proposta/${p.id}/editar`} className="min-w-0 flex-1 hover:underline">
                    <span className="block truncate font-medium">{p.nome}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {p.cliente} · {t('sentOn', { date: formatDate(p.dataCriacao) })}
                    </span>
                  </Link>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {t('views', { count: p.visualizacoes })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
