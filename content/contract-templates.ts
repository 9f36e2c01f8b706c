/**
 * The three built-in contract templates of document 001 §3. HTML whose "[x]" become the fillable fields
 * (lib/contracts/fields.ts). model-02 carries the clauses of document 001 §9 (15-day notice, 2% fine,
 * 1% monthly interest, 20% penalty, 5-year confidentiality, 30-day support). Both models hold the clause
 * in which the parties accept electronic signature (MP 2.200-2/2001, art. 10, § 2º).
 */
export type BuiltInTemplate = { id: 'blank' | 'model-01' | 'model-02'; nome: string; descricao: string; html: string };

export const DEFAULT_TEMPLATE_ID = 'model-01';

const PARTIES = `
<h2>DAS PARTES</h2>
<p><strong>CONTRATANTE:</strong> [Nome ou razão social do contratante], inscrito(a) no CPF/CNPJ sob o nº [CPF/CNPJ do contratante], com endereço em [Endereço completo do contratante].</p>
<p><strong>CONTRATADA:</strong> [Nome ou razão social da contratada], inscrita no CPF/CNPJ sob o nº [CPF/CNPJ da contratada], com endereço em [Endereço completo da contratada].</p>
<p>As partes acima identificadas têm, entre si, justo e acertado o presente contrato, que se regerá pelas cláusulas seguintes e pelas condições descritas no presente.</p>`;

const E_SIGNATURE = (n: string) => `
<h2>CLÁUSULA ${n} – DA ASSINATURA ELETRÔNICA</h2>
<p>As partes reconhecem e aceitam, nos termos do art. 10, § 2º, da Medida Provisória nº 2.200-2/2001, a assinatura deste contrato por meio eletrônico, ainda que sem certificado emitido pela ICP-Brasil, admitindo como válidos e oponíveis entre si o documento assinado eletronicamente, os registros de data, hora e endereço IP e os demais elementos que comprovem a autoria e a integridade do documento, com a mesma força de um contrato assinado em papel.</p>`;

const SIGNATURES = `
<p>E, por estarem assim justas e contratadas, as partes assinam o presente instrumento, para que produza seus efeitos legais.</p>
<p>[Cidade], [Data da assinatura].</p>
<p>______________________________________<br />CONTRATANTE: [Nome do signatário do contratante]</p>
<p>______________________________________<br />CONTRATADA: [Nome do signatário da contratada]</p>`;

const MODEL_01 = `
<h1>CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE DESENVOLVIMENTO WEB</h1>
${PARTIES}
<h2>CLÁUSULA 1ª – DO OBJETO</h2>
<p>O presente contrato tem como objeto a prestação, pela CONTRATADA, dos serviços de desenvolvimento do projeto a seguir descrito: [Descrição do projeto e das entregas].</p>
<p>Qualquer serviço não descrito nesta cláusula, inclusive alterações de escopo solicitadas após a aprovação do layout, será objeto de orçamento à parte e de aditivo contratual.</p>
<h2>CLÁUSULA 2ª – DO PRAZO DE ENTREGA</h2>
<p>A CONTRATADA entregará o projeto em até [Prazo de entrega em dias] dias úteis, contados do recebimento do pagamento inicial e de todo o material necessário (textos, imagens, logotipos e acessos) a ser fornecido pelo CONTRATANTE.</p>
<p>O prazo ficará suspenso enquanto o CONTRATANTE não fornecer o material solicitado ou não se manifestar sobre as etapas submetidas à sua aprovação.</p>
<h2>CLÁUSULA 3ª – DO VALOR E DA FORMA DE PAGAMENTO</h2>
<p>Pelos serviços contratados, o CONTRATANTE pagará à CONTRATADA o valor total de R$ [Valor total do projeto], da seguinte forma: [Forma de pagamento e parcelas].</p>
<p>O atraso no pagamento sujeitará o CONTRATANTE a multa de 2% (dois por cento) sobre o valor devido, acrescida de juros de mora de 1% (um por cento) ao mês, e autoriza a CONTRATADA a suspender os serviços até a regularização.</p>
<h2>CLÁUSULA 4ª – DAS OBRIGAÇÕES DA CONTRATADA</h2>
<ul>
<li>Executar os serviços com zelo, qualidade técnica e dentro do prazo acordado;</li>
<li>Manter o CONTRATANTE informado sobre o andamento do projeto e submeter à sua aprovação as etapas principais;</li>
<li>Corrigir, sem custo adicional, falhas de funcionamento relatadas em até 30 (trinta) dias após a entrega;</li>
<li>Guardar sigilo sobre as informações do CONTRATANTE a que tiver acesso.</li>
</ul>
<h2>CLÁUSULA 5ª – DAS OBRIGAÇÕES DO CONTRATANTE</h2>
<ul>
<li>Fornecer, nos prazos combinados, as informações, os textos, as imagens e os acessos necessários à execução dos serviços;</li>
<li>Aprovar ou solicitar ajustes nas etapas apresentadas em até 5 (cinco) dias úteis;</li>
<li>Efetuar os pagamentos nas datas e condições previstas neste contrato;</li>
<li>Responder pela titularidade e pela licença de uso dos materiais que fornecer.</li>
</ul>
<h2>CLÁUSULA 6ª – DA PROPRIEDADE INTELECTUAL</h2>
<p>Após a quitação integral do valor contratado, os direitos patrimoniais sobre o layout e o conteúdo desenvolvidos especificamente para o CONTRATANTE serão a ele transferidos, ressalvados os componentes de terceiros e as ferramentas, bibliotecas e códigos de uso geral da CONTRATADA, que permanecem licenciados para uso no projeto.</p>
<h2>CLÁUSULA 7ª – DA RESCISÃO</h2>
<p>O presente contrato poderá ser rescindido por qualquer das partes em caso de descumprimento de suas cláusulas, mediante notificação por escrito. Em caso de rescisão imotivada pelo CONTRATANTE, os valores correspondentes aos serviços já executados serão devidos à CONTRATADA.</p>
${E_SIGNATURE('8ª')}
<h2>CLÁUSULA 9ª – DO FORO</h2>
<p>Fica eleito o foro da comarca de [Cidade do foro] para dirimir quaisquer dúvidas oriundas deste contrato, com renúncia a qualquer outro, por mais privilegiado que seja.</p>
${SIGNATURES}`;

const MODEL_02 = `
<h1>CONTRATO DE PRESTAÇÃO DE SERVIÇOS RECORRENTES</h1>
${PARTIES}
<h2>CLÁUSULA 1ª – DO OBJETO</h2>
<p>O presente contrato tem como objeto a prestação, pela CONTRATADA, de forma contínua e mensal, dos seguintes serviços: [Descrição dos serviços recorrentes].</p>
<h2>CLÁUSULA 2ª – DA VIGÊNCIA</h2>
<p>Este contrato vigora por prazo indeterminado a partir de [Data de início dos serviços], podendo ser rescindido por qualquer das partes mediante aviso prévio por escrito de 15 (quinze) dias.</p>
<h2>CLÁUSULA 3ª – DO VALOR MENSAL E DO PAGAMENTO</h2>
<p>Pelos serviços, o CONTRATANTE pagará à CONTRATADA o valor mensal de R$ [Valor mensal], com vencimento todo dia [Dia do pagamento] de cada mês.</p>
<p>O pagamento será feito por uma das seguintes opções: PIX, transferência bancária, boleto bancário ou outra forma combinada entre as partes. Forma escolhida: [Forma de pagamento (PIX, transferência, boleto ou outra)].</p>
<p>O valor mensal será reajustado a cada 12 (doze) meses pela variação do IPCA/IBGE ou, na sua falta, por outro índice oficial que o substitua.</p>
<h2>CLÁUSULA 4ª – DO ATRASO NO PAGAMENTO</h2>
<p>O atraso no pagamento sujeitará o CONTRATANTE a multa de 2% (dois por cento) sobre o valor em atraso e a juros de mora de 1% (um por cento) ao mês, calculados pro rata die. O atraso superior a 15 (quinze) dias autoriza a CONTRATADA a suspender os serviços até a regularização.</p>
<h2>CLÁUSULA 5ª – DO SUPORTE</h2>
<p>A CONTRATADA prestará suporte técnico relativo aos serviços contratados em dias úteis, no horário comercial, e, em caso de encerramento do contrato, manterá o suporte por 30 (trinta) dias para a transição dos serviços.</p>
<h2>CLÁUSULA 6ª – DA CONFIDENCIALIDADE</h2>
<p>As partes obrigam-se a manter sigilo sobre todas as informações confidenciais a que tiverem acesso em razão deste contrato, durante a sua vigência e pelo prazo de 5 (cinco) anos após o seu término, respondendo pelas perdas e danos decorrentes da violação desta obrigação.</p>
<h2>CLÁUSULA 7ª – DA PROTEÇÃO DE DADOS</h2>
<p>As partes tratarão os dados pessoais envolvidos na execução deste contrato em conformidade com a Lei nº 13.709/2018 (Lei Geral de Proteção de Dados Pessoais), apenas para as finalidades aqui previstas.</p>
<h2>CLÁUSULA 8ª – DA RESCISÃO E DA MULTA</h2>
<p>A rescisão sem o aviso prévio de 15 (quinze) dias previsto na Cláusula 2ª, ou o descumprimento de qualquer cláusula deste contrato, sujeitará a parte infratora ao pagamento de multa de 20% (vinte por cento) sobre o valor correspondente a 12 (doze) mensalidades, sem prejuízo da cobrança dos valores já vencidos.</p>
${E_SIGNATURE('9ª')}
<h2>CLÁUSULA 10ª – DO FORO</h2>
<p>Fica eleito o foro da comarca de [Cidade do foro] para dirimir quaisquer dúvidas oriundas deste contrato, com renúncia a qualquer outro, por mais privilegiado que seja.</p>
${SIGNATURES}`;

const squeeze = (html: string) => html.trim().replace(/\n{2,}/g, '\n');

export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  { id: 'blank', nome: 'Modelo em branco', descricao: 'Um contrato sem texto, para escrever do zero.', html: '' },
  {
    id: 'model-01',
    nome: 'Modelo 01 - Contrato de Serviço',
    descricao: 'Projeto pontual: objeto, prazo de entrega, valor e forma de pagamento.',
    html: squeeze(MODEL_01),
  },
  {
    id: 'model-02',
    nome: 'Modelo 02 - Serviços Recorrentes',
    descricao: 'Serviços mensais: valor mensal, dia de pagamento, aviso prévio, multa, sigilo e suporte.',
    html: squeeze(MODEL_02),
  },
];

export function builtInTemplate(id: string): BuiltInTemplate | undefined {
  return BUILT_IN_TEMPLATES.find((t) => t.id === id);
}
