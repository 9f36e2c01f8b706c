/**
 * The body of `POST /{version}/{phone-number-id}/messages` (WhatsApp Cloud API). A template message names an
 * approved template and its language and fills the body's variables in order ({{1}}, {{2}}…), text parameters
 * only; an authentication template also carries the code in its copy-code button (a `url` button, index 0). Free
 * text is only allowed inside the 24-hour customer-service window.
 */
export type TemplateMessage = {
  kind: 'template';
  /** Digits with the country code ("5511987654321"). */
  to: string;
  name: string;
  language: string;
  parameters: string[];
  /** Authentication template: the first parameter (the code) goes in the copy-code button too. */
  codeButton?: boolean;
};
export type TextMessage = { kind: 'text'; to: string; text: string };
export type OutgoingMessage = TemplateMessage | TextMessage;

type Parameter = { type: 'text'; text: string };
type Component =
  | { type: 'body'; parameters: Parameter[] }
  | { type: 'button'; sub_type: 'url'; index: string; parameters: Parameter[] };

export type MessageRequestBody = {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
} & (
  | { type: 'template'; template: { name: string; language: { code: string }; components?: Component[] } }
  | { type: 'text'; text: { preview_url: boolean; body: string } }
);

const text = (value: string): Parameter => ({ type: 'text', text: value });

export function messageRequestBody(message: OutgoingMessage): MessageRequestBody {
  const base = { messaging_product: 'whatsapp' as const, recipient_type: 'individual' as const, to: message.to };
  if (message.kind === 'text') return { ...base, type: 'text', text: { preview_url: true, body: message.text } };
  const components: Component[] = [];
  if (message.parameters.length > 0) components.push({ type: 'body', parameters: message.parameters.map(text) });
  if (message.codeButton && message.parameters[0])
    components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [text(message.parameters[0])] });
  return {
    ...base,
    type: 'template',
    template: {
      name: message.name,
      language: { code: message.language },
      ...(components.length > 0 ? { components } : {}),
    },
  };
}
