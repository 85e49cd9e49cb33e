import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { localName } from '#web/components/product-name.js';
import { MESSAGE_URL_BUDGET, type MessagedOrder, orderMessage } from '#web/features/orders/order-message.js';
import { formatsOf } from '#web/i18n/format.js';
import { activateLanguage, translate, unitIn } from '#web/i18n/i18n.js';
import type { Language } from '#web/i18n/languages.js';

/** The words of a language, as the order page passes them. */
const wordsOf = (language: Language) => ({
  t: translate,
  unit: (unit: string) => unitIn(language, translate, unit),
  name: (item: { name: string }) => localName(item, language),
  money: formatsOf(language).money,
});

let lineId = 0;
function line(name: string, quantity: number, unit: string | null, packedQuantity: number | null = null): Order['orderItems'][number] {
  lineId += 1;
  return {
    _id: `line-${lineId}`,
    id: `product-${lineId}`,
    name,
    image: '',
    rate: 10,
    quantity,
    unit,
    packedQuantity,
    hsn: '',
    gstRate: 0,
    mrp: null,
  } as Order['orderItems'][number];
}

function orderOf(items: Order['orderItems'], amountDue: number, status: Order['payment']['status'] = 'Unpaid'): MessagedOrder {
  return { orderNumber: 1042, orderItems: items, amountDue, payment: { status } as Order['payment'] };
}

afterEach(() => activateLanguage('en'));

describe("an order's WhatsApp message", () => {
  it('names the shop and the order, each item with its quantity in its unit, and the amount to pay in rupees', () => {
    const order = orderOf([line('Toor Dal', 1.5, 'Kg'), line('Milk', 2, 'Litre'), line('Old Rice', 3, null)], 1234.5);
    expect(orderMessage(order, 'Green Mart', wordsOf('en'))).toBe(
      ['Green Mart: Order 1042', '• Toor Dal: 1.5 KG', '• Milk: 2 Litre', '• Old Rice: 3 KG', 'Amount to pay: ₹ 1,234.5'].join('\n'),
    );
  });

  it('says what a packed order brings: what went into the bag, a missing item, and the amount due after packing', () => {
    const order = orderOf([line('Toor Dal', 1, 'Kg', 1.08), line('Paneer', 1, 'Packet', 0), line('Eggs', 1, 'Dozen', 1)], 1_25_000);
    expect(orderMessage(order, 'Green Mart', wordsOf('en'))).toBe(
      ['Green Mart: Order 1042', '• Toor Dal: 1.08 KG', '• Paneer: Not available', '• Eggs: 1 Dozen', 'Amount to pay: ₹ 1,25,000'].join(
        '\n',
      ),
    );
  });

  it('calls a paid order its total rather than an amount to pay', () => {
    const order = orderOf([line('Ghee', 1, 'Kg')], 560, 'Paid');
    expect(orderMessage(order, 'Green Mart', wordsOf('en')).split('\n').at(-1)).toBe('Total Amount: ₹ 560');
  });

  it('speaks Hindi: the words, the units and the product names in Hindi, the rupees as in English', async () => {
    await activateLanguage('hi');
    const dal = { ...line('Toor Dal', 2, 'Kg'), names: { hi: 'तूर दाल' } };
    const order = orderOf([dal, line('Milk', 1, 'Litre'), line('Eggs', 1, 'Dozen')], 290.25);
    expect(orderMessage(order, 'ग्रीन मार्ट', wordsOf('hi'))).toBe(
      ['ग्रीन मार्ट: ऑर्डर 1042', '• तूर दाल: 2 किलो', '• Milk: 1 लीटर', '• Eggs: 1 दर्जन', 'देने की रक़म: ₹ 290.25'].join('\n'),
    );
  });

  it('lists what fits of a long order and counts the rest, so its link stays short enough for WhatsApp', async () => {
    await activateLanguage('hi');
    const items = Array.from({ length: 60 }, (_, i) => ({
      ...line(`Product ${i + 1}`, 1, 'Kg'),
      names: { hi: `बहुत लंबे नाम वाला सामान ${i + 1}` },
    }));
    const message = orderMessage(orderOf(items, 9999), 'Green Mart', wordsOf('hi'));
    const lines = message.split('\n');
    const listed = lines.filter((text) => text.startsWith('• '));

    expect(encodeURIComponent(message).length).toBeLessThanOrEqual(MESSAGE_URL_BUDGET);
    expect(`https://wa.me/919123456780?text=${encodeURIComponent(message)}`.length).toBeLessThan(2000);
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.length).toBeLessThan(60);
    // The first items in their order, then how many more, then the amount: nothing cut mid-line.
    expect(listed[0]).toBe('• बहुत लंबे नाम वाला सामान 1: 1 किलो');
    expect(listed.at(-1)).toBe(`• बहुत लंबे नाम वाला सामान ${listed.length}: 1 किलो`);
    expect(lines.at(-2)).toBe(translate('orders.whatsAppMore', { count: 60 - listed.length }));
    expect(lines.at(-1)).toBe('देने की रक़म: ₹ 9,999');
    // One more item would not have fitted.
    const longer = [...lines.slice(0, listed.length + 1), `• बहुत लंबे नाम वाला सामान ${listed.length + 1}: 1 किलो`, ...lines.slice(-2)];
    expect(encodeURIComponent(longer.join('\n')).length).toBeGreaterThan(MESSAGE_URL_BUDGET);
  });
});
