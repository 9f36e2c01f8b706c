import 'server-only';
import { addDays, format, parseISO } from 'date-fns';
import { dayToInstant } from '@/lib/projects/dates';
import { todayInSaoPaulo } from '@/lib/format';
import type { projects } from '@/server/platform/db/schema';

type NewProject = typeof projects.$inferInsert;

/** Demo projects for an empty development database (D3): every column and every payment status. */
export function demoProjects(userId: string, now = new Date()): NewProject[] {
  const today = parseISO(todayInSaoPaulo(now));
  const day = (offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');
  const at = (offset: number) => dayToInstant(day(offset));
  const tasks = (done: number, titles: string[]) =>
    titles.map((title, i) => ({ id: `demo-${i + 1}`, title, completed: i < done }));
  const steps = ['Briefing', 'Wireframes', 'Layout', 'Desenvolvimento', 'Conteúdo', 'Publicação'];

  return [
    {
      name: 'Loja virtual de pães artesanais',
      clientName: 'Padaria Pão Dourado',
      description: 'E-commerce com encomendas e retirada na loja.',
      status: 'planejamento',
      orderIndex: 9,
      tags: ['e-commerce', 'pix', 'design', 'seo'],
      dueDate: at(45),
      tasks: tasks(1, steps),
      paymentStatus: 'awaiting_payment',
      paymentDueDate: at(2),
    },
    {
      name: 'Landing page de captação',
      clientName: 'João Araújo',
      description: 'Página única para consultoria, com formulário e WhatsApp.',
      status: 'planejamento',
      orderIndex: 19,
      tags: ['landing-page'],
      dueDate: at(12),
      tasks: tasks(0, ['Briefing', 'Texto', 'Layout']),
      paymentStatus: 'negotiating',
      paymentControlDates: {
        negotiation_start: day(-3),
        response_deadline: day(5),
        negotiation_proposal: '3x sem juros no cartão',
      },
    },
    {
      name: 'Site institucional da clínica',
      clientName: 'Clínica Sorriso Feliz',
      description: 'Site com agendamento on-line e página de cada especialidade.',
      status: 'em_desenvolvimento',
      orderIndex: 9,
      tags: ['site-institucional', 'agendamento'],
      dueDate: at(2),
      tasks: tasks(4, steps),
      paymentStatus: 'installment_payment',
      installmentDetails: {
        installments: 4,
        installment_value: 125000,
        installment_dates: [day(-60), day(-30), day(0), day(30)],
        paid_installments: [true, true, false, false],
      },
    },
    {
      name: 'Chatbot de atendimento',
      clientName: 'Imobiliária Morada Nova',
      description: 'Atendimento automático no WhatsApp com triagem de imóveis.',
      status: 'em_desenvolvimento',
      orderIndex: 19,
      tags: ['automacao-chatbots', 'whatsapp'],
      dueDate: at(-4),
      tasks: tasks(2, ['Fluxos', 'Integração', 'Testes', 'Treinamento']),
      paymentStatus: 'overdue_payment',
      paymentDueDate: at(-10),
      paymentPredictionDate: at(5),
      paymentControlDates: { interest_amount: 3500, penalty_amount: 7000 },
    },
    {
      name: 'Portal do aluno',
      clientName: 'Escola Caminho do Saber',
      description: 'Aplicação web com notas, boletos e avisos para as famílias.',
      status: 'em_revisao',
      orderIndex: 9,
      tags: ['aplicacao-web', 'react', 'login'],
      dueDate: at(6),
      tasks: tasks(5, steps),
      paymentStatus: 'payment_on_delivery',
      paymentControlDates: { delivery_date: day(6), delivery_conditions: 'Pagamento integral na publicação.' },
    },
    {
      name: 'SEO local e Google Meu Negócio',
      clientName: 'Oficina Auto Center Silva',
      description: null,
      status: 'em_revisao',
      orderIndex: 19,
      tags: ['seo-marketing'],
      dueDate: at(1),
      tasks: [],
      paymentStatus: 'awaiting_payment',
      paymentDueDate: at(-2),
    },
    {
      name: 'Cardápio digital',
      clientName: 'Restaurante Sabor Mineiro',
      description: 'Cardápio com QR Code nas mesas.',
      status: 'concluido',
      orderIndex: 9,
      tags: ['site', 'qr-code'],
      dueDate: at(-20),
      tasks: tasks(3, ['Layout', 'Fotos', 'Publicação']),
      paymentStatus: 'paid_full',
      paymentControlDates: { payment_date: day(-18) },
    },
    {
      name: 'Catálogo de produtos',
      clientName: 'Moda Bella Boutique',
      description: 'Projeto encerrado pelo cliente antes da publicação.',
      status: 'concluido',
      orderIndex: 19,
      tags: ['catalogo'],
      dueDate: at(-35),
      tasks: tasks(2, ['Layout', 'Cadastro de produtos']),
      paymentStatus: 'not_paid',
      paymentControlDates: { cancellation_date: day(-30), cancellation_reason: 'Cliente desistiu do projeto.' },
    },
  ].map((project) => ({ ...project, clientId: userId, startDate: at(-30) }));
}
