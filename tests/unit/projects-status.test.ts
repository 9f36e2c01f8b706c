import { describe, expect, it } from 'vitest';
import { statusChangeText } from '@/server/projects/activity';
import {
  boardStatusStyle,
  BOARD_STATUS_STYLE,
  fromEditStatus,
  NEUTRAL_STATUS_STYLE,
  toEditStatus,
} from '@/lib/projects/status';

describe('project edit status mapping (document 000 §4, D18)', () => {
  it('shows stored em_desenvolvimento and em_revisao as em_andamento on load', () => {
    expect(toEditStatus('em_desenvolvimento')).toBe('em_andamento');
    expect(toEditStatus('em_revisao')).toBe('em_andamento');
    expect(toEditStatus('planejamento')).toBe('planejamento');
    expect(toEditStatus('concluido')).toBe('concluido');
  });

  it('stores em_andamento as em_desenvolvimento, concluido as concluido, and all else as planejamento', () => {
    expect(fromEditStatus('em_andamento')).toBe('em_desenvolvimento');
    expect(fromEditStatus('concluido')).toBe('concluido');
    expect(fromEditStatus('planejamento')).toBe('planejamento');
    expect(fromEditStatus('pausado')).toBe('planejamento');
    expect(fromEditStatus('cancelado')).toBe('planejamento');
  });

  it('is lossy as described: em_revisao comes back as em_desenvolvimento', () => {
    expect(fromEditStatus(toEditStatus('em_revisao'))).toBe('em_desenvolvimento');
  });
});

describe('board status colours and activity text (document 000 §2.6, §4)', () => {
  it('colours the columns amber, blue, purple and green, and anything else grey', () => {
    expect(BOARD_STATUS_STYLE.planejamento.dot).toContain('amber');
    expect(BOARD_STATUS_STYLE.em_desenvolvimento.dot).toContain('blue');
    expect(BOARD_STATUS_STYLE.em_revisao.dot).toContain('purple');
    expect(BOARD_STATUS_STYLE.concluido.dot).toContain('green');
    expect(boardStatusStyle('arquivado')).toBe(NEUTRAL_STATUS_STYLE);
  });

  it('writes "Projeto movido para {status}" with underscores as spaces', () => {
    expect(statusChangeText('em_desenvolvimento')).toBe('Projeto movido para em desenvolvimento');
    expect(statusChangeText('concluido')).toBe('Projeto movido para concluido');
  });
});
