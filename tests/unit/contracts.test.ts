import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES, builtInTemplate } from '@/content/contract-templates';
import { htmlToBlocks } from '@/lib/contracts/blocks';
import { safeContractContent, sanitizeTemplateJson, templateToContent } from '@/lib/contracts/content';
import {
  alignFields,
  applyValues,
  fieldLabel,
  isMultilineField,
  parseBracketFields,
  stripPlaceholdersInTags,
} from '@/lib/contracts/fields';
import { BLANK, fillTemplate } from '@/lib/contracts/render';
import { contractStatusStyle, isSignedContract } from '@/lib/contracts/status';

describe('"[x]" parsing (document 001 §3)', () => {
  it('turns each bracketed text into a {{field-N}} placeholder with placeholder x', () => {
    const { template, fields } = parseBracketFields('<p>[Nome do cliente], CPF [CPF/CNPJ]</p>');
    expect(template).toBe('<p>{{field-1}}, CPF {{field-2}}</p>');
    expect(fields).toEqual([
      { id: 'field-1', value: '', originalPlaceholder: 'Nome do cliente' },
      { id: 'field-2', value: '', originalPlaceholder: 'CPF/CNPJ' },
    ]);
  });

  it('numbers fields in reading order from the given start, each bracket its own field', () => {
    const { template, fields } = parseBracketFields('[a] [b] [a]', 4);
    expect(template).toBe('{{field-4}} {{field-5}} {{field-6}}');
    expect(fields.map((f) => f.id)).toEqual(['field-4', 'field-5', 'field-6']);
  });

  it('leaves empty brackets, nested brackets and brackets across tags as text', () => {
    expect(parseBracketFields('[] e [<b>x</b>] e [[y]]').template).toBe('[] e [<b>x</b>] e [{{field-1}}]');
  });

  it('trims the placeholder', () => {
    expect(parseBracketFields('[  Valor  ]').fields[0].originalPlaceholder).toBe('Valor');
  });
});

describe('field numbering and labels', () => {
  it('labels a field "Campo {n}" plus its original placeholder (document 001 §2.2)', () => {
    expect(fieldLabel({ id: 'field-3', value: '', originalPlaceholder: 'Valor total' })).toBe('Campo 3 - Valor total');
    expect(fieldLabel({ id: 'field-12', value: 'x' })).toBe('Campo 12');
  });

  it('aligns fields with the placeholders a template uses, in their order', () => {
    const fields = alignFields('{{field-2}} {{field-1}} {{field-3}} {{field-2}}', [
      { id: 'field-1', value: 'um', originalPlaceholder: 'A' },
      { id: 'field-2', value: 'dois' },
      { id: 'field-9', value: 'sobra' },
    ]);
    expect(fields).toEqual([
      { id: 'field-2', value: 'dois' },
      { id: 'field-1', value: 'um', originalPlaceholder: 'A' },
      { id: 'field-3', value: '' },
    ]);
  });

  it('applies typed values by id and ignores unknown ids', () => {
    const fields = [{ id: 'field-1', value: '', originalPlaceholder: 'A' }];
    expect(
      applyValues(fields, [
        { id: 'field-1', value: 'x' },
        { id: 'field-7', value: 'y' },
      ]),
    ).toEqual([{ id: 'field-1', value: 'x', originalPlaceholder: 'A' }]);
  });
});

describe('the multi-line rule (document 001 §2.2, §9)', () => {
  it('uses a 5-row box for values over 50 characters', () => {
    expect(isMultilineField({ value: 'x'.repeat(50) })).toBe(false);
    expect(isMultilineField({ value: 'x'.repeat(51) })).toBe(true);
  });

  it('uses a 5-row box when the placeholder mentions "descrição", whatever the case or accents', () => {
    expect(isMultilineField({ value: '', originalPlaceholder: 'Descrição do projeto' })).toBe(true);
    expect(isMultilineField({ value: '', originalPlaceholder: 'breve DESCRICAO' })).toBe(true);
    expect(isMultilineField({ value: '', originalPlaceholder: 'Nome do cliente' })).toBe(false);
  });
});

describe('template conversion: the three shapes of document 001 §3', () => {
  it('takes an object with template and fields as it is, aligning the fields', () => {
    const content = templateToContent({
      template: '<p>{{field-1}} e {{field-2}}</p>',
      fields: [{ id: 'field-1', value: 'Ana', originalPlaceholder: 'Nome' }],
    });
    expect(content).toEqual({
      template: '<p>{{field-1}} e {{field-2}}</p>',
      fields: [
        { id: 'field-1', value: 'Ana', originalPlaceholder: 'Nome' },
        { id: 'field-2', value: '' },
      ],
    });
  });

  it('turns remaining "[x]" of an object template into fields numbered after the given ones', () => {
    const content = templateToContent({
      template: '<p>{{field-1}} [Cidade]</p>',
      fields: [{ id: 'field-1', value: '' }],
    });
    expect(content?.template).toBe('<p>{{field-1}} {{field-2}}</p>');
    expect(content?.fields[1]).toEqual({ id: 'field-2', value: '', originalPlaceholder: 'Cidade' });
  });

  it('builds a document from the structured shape: titulo, subtitulo, partes, secoes, subcategorias, other keys', () => {
    const content = templateToContent({
      titulo: 'Contrato de Manutenção',
      subtitulo: 'Plano mensal',
      partes: { parte1: 'CONTRATANTE: [Nome do contratante]', parte2: { nome: 'Agência', doc: '[CNPJ]' } },
      secoes: [
        {
          titulo: 'Objeto',
          conteudo: 'Manutenção do site.\n\nSegundo parágrafo.',
          subcategorias: [{ titulo: 'Prazo', conteudo: '[Prazo em dias] dias' }],
        },
      ],
      assinaturas: '[Cidade], [Data]',
    });
    expect(content?.template).toBe(
      '<h1>Contrato de Manutenção</h1>\n<p><em>Plano mensal</em></p>\n<p>CONTRATANTE: {{field-1}}</p>\n<p>Agência, {{field-2}}</p>\n<h2>Objeto</h2>\n<p>Manutenção do site.</p><p>Segundo parágrafo.</p>\n<h3>Prazo</h3>\n<p>{{field-3}} dias</p>\n<p>{{field-4}}, {{field-5}}</p>',
    );
    expect(content?.fields.map((f) => f.originalPlaceholder)).toEqual([
      'Nome do contratante',
      'CNPJ',
      'Prazo em dias',
      'Cidade',
      'Data',
    ]);
  });

  it('builds a document from an HTML string', () => {
    expect(templateToContent('<h1>Termo</h1><p>Eu, [Nome], aceito.</p>')).toEqual({
      template: '<h1>Termo</h1><p>Eu, {{field-1}}, aceito.</p>',
      fields: [{ id: 'field-1', value: '', originalPlaceholder: 'Nome' }],
    });
  });

  it('gives null for content that is none of the shapes', () => {
    for (const value of [null, 42, true, [], ['a'], {}, { nome: 'x' }, { template: 5 }])
      expect(templateToContent(value)).toBeNull();
  });

  it('sanitises every shape on the way', () => {
    expect(templateToContent('<p onclick="x()">a</p><script>alert(1)</script>')?.template).toBe('<p>a</p>');
    expect(templateToContent({ template: '<img src=x onerror=alert(1)>{{field-1}}', fields: [] })?.template).toBe(
      '<img src="x" />{{field-1}}',
    );
    expect(templateToContent({ titulo: '<svg onload=alert(1)>T</svg>', secoes: [] })?.template).toBe('<h1></h1>');
  });

  it('removes a placeholder put inside an attribute, so a typed value never lands in a URL', () => {
    expect(stripPlaceholdersInTags('<a href="{{field-1}}">{{field-2}}</a>')).toBe('<a href="">{{field-2}}</a>');
    const content = templateToContent('<a href="https://x.test/[Link]" title="[Título]">[Texto]</a>');
    expect(content?.fields.map((f) => f.originalPlaceholder)).toEqual(['Texto']);
    expect(content?.template).not.toMatch(/href="[^"]*\{\{/);
  });

  it('reads a stored contract body defensively', () => {
    expect(safeContractContent(null)).toEqual({ template: '', fields: [] });
    expect(
      safeContractContent({
        template: '<p>{{field-1}}</p>',
        fields: [
          { id: 'field-1', value: 7 },
          { id: 'x', value: 'y' },
        ],
      }),
    ).toEqual({
      template: '<p>{{field-1}}</p>',
      fields: [{ id: 'field-1', value: '7' }],
    });
  });

  it('sanitises the HTML of a template before storing, keeping field texts as plain text', () => {
    expect(
      sanitizeTemplateJson({ template: '<p onclick="x">a</p>', fields: [{ id: 'field-1', value: 'A & B' }] }),
    ).toEqual({
      template: '<p>a</p>',
      fields: [{ id: 'field-1', value: 'A & B' }],
    });
    expect(
      sanitizeTemplateJson({ titulo: '<script>x</script>T', secoes: [{ conteudo: '<b onmouseover="x">b</b>' }] }),
    ).toEqual({ titulo: 'T', secoes: [{ conteudo: '<b>b</b>' }] });
  });
});

describe('the built-in templates', () => {
  it('are the three of document 001 §3, model-01 by default', () => {
    expect(BUILT_IN_TEMPLATES.map((t) => [t.id, t.nome])).toEqual([
      ['blank', 'Modelo em branco'],
      ['model-01', 'Modelo 01 - Contrato de Serviço'],
      ['model-02', 'Modelo 02 - Serviços Recorrentes'],
    ]);
  });

  it('model-01 has the fields of a one-off project and the electronic-signature clause', () => {
    const content = templateToContent(builtInTemplate('model-01')!.html)!;
    const placeholders = content.fields.map((f) => f.originalPlaceholder).join(' | ');
    for (const part of [
      'Nome ou razão social do contratante',
      'CPF/CNPJ do contratante',
      'Endereço completo do contratante',
      'Descrição do projeto',
      'Prazo de entrega em dias',
      'Valor total do projeto',
      'Forma de pagamento',
      'Cidade',
      'Data da assinatura',
      'Nome do signatário',
    ]) {
      expect(placeholders).toContain(part);
    }
    expect(content.template).toContain('Medida Provisória nº 2.200-2/2001');
    expect(content.template).toContain('art. 10, § 2º');
  });

  it('model-02 has the recurring-service fields and the clauses of document 001 §9', () => {
    const content = templateToContent(builtInTemplate('model-02')!.html)!;
    const placeholders = content.fields.map((f) => f.originalPlaceholder).join(' | ');
    for (const part of [
      'Valor mensal',
      'Dia do pagamento',
      'Forma de pagamento (PIX, transferência, boleto ou outra)',
      'Descrição dos serviços recorrentes',
      'Cidade do foro',
    ])
      expect(placeholders).toContain(part);
    for (const clause of [
      '15 (quinze) dias',
      '2% (dois por cento)',
      '1% (um por cento) ao mês',
      '20% (vinte por cento)',
      '5 (cinco) anos',
      '30 (trinta) dias',
      'MP',
      'boleto',
    ]) {
      expect(content.template.replace('Medida Provisória', 'MP')).toContain(clause);
    }
  });

  it('the blank template gives an empty document', () => {
    expect(templateToContent(builtInTemplate('blank')!.html)).toEqual({ template: '', fields: [] });
  });
});

describe('filling a contract', () => {
  const fields = [
    { id: 'field-1', value: 'Ana <b>& Cia</b>', originalPlaceholder: 'Nome' },
    { id: 'field-2', value: '', originalPlaceholder: 'CPF' },
    { id: 'field-3', value: 'linha 1\nlinha 2' },
  ];
  it('escapes typed values and keeps line breaks', () => {
    const html = fillTemplate('<p>{{field-1}} {{field-3}}</p>', fields, 'draft');
    expect(html).toBe(
      '<p><span data-field="field-1">Ana &lt;b&gt;&amp; Cia&lt;/b&gt;</span> <span data-field="field-3">linha 1<br />linha 2</span></p>',
    );
  });

  it('shows an empty field as its placeholder in draft and as a blank line in the final document', () => {
    expect(fillTemplate('{{field-2}}', fields, 'draft')).toBe('<mark data-field="field-2">[CPF]</mark>');
    expect(fillTemplate('{{field-2}}', fields, 'final')).toBe(BLANK);
  });
});

describe('contract HTML as PDF blocks', () => {
  it('gives headings, paragraphs, list items and rules with entities decoded', () => {
    expect(
      htmlToBlocks(
        '<h1>Título</h1><p>A &amp; B<br />C</p><ul><li>um</li><li>dois &#8211; três</li></ul><hr /><h3>Sub</h3>texto',
      ),
    ).toEqual([
      { kind: 'h1', text: 'Título' },
      { kind: 'p', text: 'A & B\nC' },
      { kind: 'li', text: 'um' },
      { kind: 'li', text: 'dois – três' },
      { kind: 'hr', text: '' },
      { kind: 'h3', text: 'Sub' },
      { kind: 'p', text: 'texto' },
    ]);
  });
});

describe('contract status map (document 001 §4)', () => {
  it('has the four statuses with the list colours, unknown as rascunho', () => {
    expect(contractStatusStyle('enviado').label).toBe('Enviado');
    expect(contractStatusStyle('assinado').className).toContain('green');
    expect(contractStatusStyle('expirado').className).toContain('red');
    expect(contractStatusStyle('???').key).toBe('rascunho');
  });
});

describe('the signed lock (D46)', () => {
  it('locks a contract signed in the app, one marked "Assinado" by hand, and an older one with only the status', () => {
    expect(isSignedContract({ status: 'assinado', assinadoEm: '2026-03-05T12:00:00.000Z' })).toBe(true);
    expect(isSignedContract({ status: 'assinado', assinadoEm: null })).toBe(true);
    expect(isSignedContract({ status: 'enviado', assinadoEm: new Date('2026-03-05T12:00:00Z') })).toBe(true);
  });

  it('leaves drafts, sent and expired contracts editable', () => {
    for (const status of ['rascunho', 'enviado', 'expirado'])
      expect(isSignedContract({ status, assinadoEm: null }), status).toBe(false);
  });
});
