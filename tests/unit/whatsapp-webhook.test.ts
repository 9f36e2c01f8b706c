import { describe, expect, it } from 'vitest';
import { parseWebhook } from '@/lib/whatsapp/webhook-payload';

const received = new Date('2026-03-10T15:00:00Z');
const envelope = (value: Record<string, unknown>, field = 'messages') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
            ...value,
          },
          field,
        },
      ],
    },
  ],
});

describe('the messages webhook payload', () => {
  it('reads status reports, with the errors of a failed one', () => {
    const batch = parseWebhook(
      envelope({
        statuses: [
          { id: 'wamid.A', status: 'delivered', timestamp: '1773154800', recipient_id: '5511987654321' },
          {
            id: 'wamid.B',
            status: 'failed',
            timestamp: '1773154801',
            recipient_id: '5511987654321',
            errors: [
              {
                code: 131026,
                title: 'Message undeliverable',
                message: 'Message undeliverable',
                error_data: { details: 'Message Undeliverable.' },
                href: '/documentation/business-messaging/whatsapp/support/error-codes',
              },
            ],
          },
          { id: 'wamid.C', status: 'deleted', timestamp: '1773154802' },
        ],
      }),
      received,
    );
    expect(batch.messages).toEqual([]);
    expect(batch.statuses).toEqual([
      {
        wamid: 'wamid.A',
        status: 'delivered',
        at: new Date(1773154800 * 1000),
        recipient: '5511987654321',
        errors: [],
      },
      {
        wamid: 'wamid.B',
        status: 'failed',
        at: new Date(1773154801 * 1000),
        recipient: '5511987654321',
        errors: [{ code: 131026, title: 'Message undeliverable', details: 'Message Undeliverable.' }],
      },
    ]);
  });

  it('reads incoming texts and button replies with the contact’s name', () => {
    const batch = parseWebhook(
      envelope({
        contacts: [{ profile: { name: 'Ana Souza' }, wa_id: '5511987654321' }],
        messages: [
          { from: '5511987654321', id: 'wamid.IN1', timestamp: '1773154900', type: 'text', text: { body: 'SAIR' } },
          { from: '5511987654321', id: 'wamid.IN2', type: 'button', button: { text: 'Parar', payload: 'stop' } },
          { from: '5511987654321', id: 'wamid.IN3', timestamp: '1773154902', type: 'image', image: { id: '1' } },
        ],
      }),
      received,
    );
    expect(batch.messages).toEqual([
      {
        wamid: 'wamid.IN1',
        from: '5511987654321',
        at: new Date(1773154900 * 1000),
        type: 'text',
        text: 'SAIR',
        name: 'Ana Souza',
      },
      { wamid: 'wamid.IN2', from: '5511987654321', at: received, type: 'button', text: 'Parar', name: 'Ana Souza' },
      {
        wamid: 'wamid.IN3',
        from: '5511987654321',
        at: new Date(1773154902 * 1000),
        type: 'image',
        text: null,
        name: 'Ana Souza',
      },
    ]);
  });

  it('skips other objects, other fields and malformed parts without throwing', () => {
    expect(parseWebhook({ object: 'page', entry: [] }, received)).toEqual({ statuses: [], messages: [] });
    expect(parseWebhook(envelope({ statuses: [{ id: 'x', status: 'read' }] }, 'account_update'), received)).toEqual({
      statuses: [],
      messages: [],
    });
    expect(parseWebhook(null, received)).toEqual({ statuses: [], messages: [] });
    expect(
      parseWebhook(envelope({ statuses: [null, { status: 'read' }], messages: ['x', { id: 'y' }] }), received),
    ).toEqual({ statuses: [], messages: [] });
  });
});
