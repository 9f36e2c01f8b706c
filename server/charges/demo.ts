import 'server-only';
import { addDays, format, parseISO } from 'date-fns';
import { chargeNumber, yearInSaoPaulo } from '@/lib/charges/rules';
import { todayInSaoPaulo } from '@/lib/format';
import type { ChargeSeed } from './create-charge';

/**
 * Demo charges for a fresh development database (D3), numbered from `first` of the current year (1 on a fresh
 * database: the seed passes the year's next free number); the seed writes them through the charges' bulk writer
 * (server/charges/create-charge.ts), which adds the slug, search text and fees and moves the year's counter on.
 */
export function demoCharges(userId: string, first = 1): ChargeSeed[] {
  const today = parseISO(todayInSaoPaulo());
  const due = (days: number) => format(addDays(today, days), 'yyyy-MM-dd');
  const year = yearInSaoPaulo();
  const rows = [
    {
      titulo: 'Site institucional — entrada (50%)',
      cliente: 'Clínica Sorriso Feliz',
      valor: 345000,
      dataVencimento: due(-20),
      status: 'pago',
      dataPagamento: addDays(today, -21),
      formaPagamento: 'pix',
    },
    {
      titulo: 'Site institucional — entrega (50%)',
      cliente: 'Clínica Sorriso Feliz',
      valor: 345000,
      dataVencimento: due(10),
      status: 'pendente',
      formaPagamento: 'pix',
    },
    {
      titulo: 'Manutenção mensal',
      cliente: 'Padaria Pão Dourado',
      valor: 89000,
      dataVencimento: due(-5),
      status: 'pendente',
      formaPagamento: 'boleto',
    },
  ];
  return rows.map((row, i) => ({
    ...row,
    numeroCobranca: chargeNumber(year, first + i),
    createdBy: userId,
  }));
}
