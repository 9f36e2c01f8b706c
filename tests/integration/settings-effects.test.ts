import { revalidatePath, revalidateTag } from 'next/cache';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZAcompanhamento } from '@/lib/settings/acompanhamento';
import { ZAutomacoes } from '@/lib/settings/automacoes';
import { ZCobrancaSettings } from '@/lib/settings/cobranca';
import { ZPrivacidadeSettings } from '@/lib/settings/privacidade';
import { ZWhatsappSettings } from '@/lib/settings/whatsapp';
import { saveAgencyProfile } from '@/server/agency/actions';
import { saveAcompanhamentoSettings } from '@/server/automation/follow-up-settings-actions';
import { saveCobrancaSettings } from '@/server/automation/settings-actions';
import { SETTINGS_EFFECTS } from '@/server/events/effects';
import type { SettingsSection } from '@/server/events/types';
import { dismissChecklist } from '@/server/overview/checklist-actions';
import { saveAutomations } from '@/server/pipeline/actions';
import type { ActionResult } from '@/server/action';
import { saveLeadRetention } from '@/server/portal/staff-actions';
import { saveProposalWordingAction } from '@/server/proposals/wording-actions';
import { saveHeroPhrases } from '@/server/site/actions';
import { saveTeamSettings } from '@/server/team/actions';
import { saveWhatsAppSettings } from '@/server/whatsapp/settings-actions';
import { saveJobRetention } from '@/server/automation/job-retention-actions';
import { resetPixProvider } from '@/server/pix/providers';
import { registerPixWebhook } from '@/server/pix/webhook-actions';
import { startFakePsp, type FakePsp } from '../support/fake-psp';
import { setProfilePixKey } from '../support/profile-pix-key';
import { signInAsNewStaff } from '../support/staff';

/**
 * D154: every settings section is saved through its action, whose writer's `settings.updated` event is the only
 * route to a revalidation: each save revalidates exactly what the effects table lists for its section, no more and
 * no less. A section added to the union without a save here fails to compile.
 */
const SAVES: Record<SettingsSection, () => Promise<ActionResult<unknown>>> = {
  agencia: () =>
    saveAgencyProfile({
      nomeFantasia: 'Estúdio Aurora',
      razaoSocial: 'Aurora Design Ltda',
      corMarca: '#0f766e',
      cnpj: '11.222.333/0001-81',
      inscricaoMunicipal: '',
      endereco: 'Rua XV, 100',
      cidade: 'Curitiba',
      uf: 'PR',
      cep: '80020-310',
      cidadeForo: 'Curitiba - PR',
      representanteNome: 'Ana Souza',
      representanteCpf: '529.982.247-25',
      representanteEmail: 'ana@aurora.com.br',
      email: 'contato@aurora.com.br',
      telefone: '(41) 3333-4444',
      whatsapp: '(41) 98888-7777',
      horario: 'Seg. a sex., 9h às 18h',
      pixChave: 'financeiro@aurora.com.br',
      pixBeneficiario: 'Aurora Design',
      pixCidade: 'Curitiba',
      // The key and the e-mails change: the owner's password again (D181).
      confirmacao: staff.password,
    }),
  acompanhamento: () => saveAcompanhamentoSettings(ZAcompanhamento.parse({})),
  automacoes: () => saveAutomations(ZAutomacoes.parse({})),
  cobranca: () => saveCobrancaSettings(ZCobrancaSettings.parse({})),
  equipe: () => saveTeamSettings({ exigirDoisFatores: false }),
  painel: () => dismissChecklist({}),
  // D172: the section keeps the bank's answer to the webhook registration, written by "Registrar webhook no banco".
  pix: async () => {
    psp = await startFakePsp();
    process.env = { ...saved, ...psp.env({ PIX_WEBHOOK_URL: 'https://agencia.example/api/webhooks/pix' }) };
    resetPixProvider();
    await setProfilePixKey(psp.chave);
    return registerPixWebhook({});
  },
  privacidade: () => saveLeadRetention(ZPrivacidadeSettings.parse({})),
  propostas: () =>
    saveProposalWordingAction({ beneficios: 'a\nb\nc\nd\ne\nf', pagamento: 'À vista', parcelasCartao: 3, suporte: '' }),
  site: () => saveHeroPhrases({ frases: 'Sites que vendem' }),
  tarefas: () => saveJobRetention({ retencaoDias: 30 }),
  whatsapp: () => saveWhatsAppSettings(ZWhatsappSettings.parse({})),
};

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let psp: FakePsp | undefined;
const saved = { ...process.env };

beforeAll(async () => {
  staff = await signInAsNewStaff('owner');
}, 240_000);

afterAll(async () => {
  await staff.cleanup();
  process.env = saved;
  resetPixProvider();
  await psp?.close();
});

describe('settings saves refresh what the effects table lists (D154)', () => {
  it.each(Object.keys(SAVES) as SettingsSection[])('section %s', async (section) => {
    vi.mocked(revalidatePath).mockClear();
    vi.mocked(revalidateTag).mockClear();
    const result = await SAVES[section]();
    expect(result).toMatchObject({ ok: true });
    const effect = SETTINGS_EFFECTS[section];
    const paths = vi.mocked(revalidatePath).mock.calls.map(([path, type]) => (type ? `${type}:${path}` : path));
    expect(paths.sort()).toEqual([...effect.paths, ...(effect.layouts ?? []).map((l) => `layout:${l}`)].sort());
    expect(
      vi
        .mocked(revalidateTag)
        .mock.calls.map(([tag]) => tag)
        .sort(),
    ).toEqual([...(effect.tags ?? [])].sort());
  });
});
