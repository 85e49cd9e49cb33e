import type { Language } from '#common/constants.js';
import { rupees } from './format.js';
import { html } from './html.js';
import { linkHtml, page, signatureLines } from './layout.js';
import type { OrderMailView, RenderedMail } from './order-view.js';

/** What a khata reminder tells: who, what they owe and their limit (rupees), the shop and its address. */
export interface KhataReminderView {
  firstName: string;
  balance: number;
  limit: number;
  shop: OrderMailView['shop'];
  link: string;
}

interface ReminderWords {
  subject: (view: KhataReminderView) => string;
  greeting: (view: KhataReminderView) => string;
  paragraphs: (view: KhataReminderView) => string[];
  button: string;
}

/** The reminder in the shop's three languages, as the order mails speak to a shopper (polite, plain). */
const WORDS: Record<Language, ReminderWords> = {
  en: {
    subject: (view) => `Your khata balance is ${rupees(view.balance)} - ${view.shop.name}`,
    greeting: (view) => `Dear ${view.firstName},`,
    paragraphs: (view) => [
      `This is a friendly reminder that ${rupees(view.balance)} is due on your khata (credit) with ${view.shop.name}.`,
      'You can pay in cash or by UPI at your next delivery or at the shop. Thank you for shopping with us.',
    ],
    button: 'See your khata',
  },
  hi: {
    subject: (view) => `आपके खाते में ${rupees(view.balance)} बाकी हैं - ${view.shop.name}`,
    greeting: (view) => `${view.firstName} जी, नमस्ते,`,
    paragraphs: (view) => [
      `${view.shop.name} में आपके खाते (उधार) पर ${rupees(view.balance)} बाकी हैं, यह याद दिलाने के लिए यह मेल है।`,
      'आप अगली डिलीवरी पर या दुकान पर नकद या UPI से भुगतान कर सकते हैं। हमसे ख़रीदारी करने के लिए धन्यवाद।',
    ],
    button: 'अपना खाता देखें',
  },
  mr: {
    subject: (view) => `तुमच्या खात्यावर ${rupees(view.balance)} बाकी आहेत - ${view.shop.name}`,
    greeting: (view) => `${view.firstName}, नमस्कार,`,
    paragraphs: (view) => [
      `${view.shop.name} मध्ये तुमच्या खात्यावर (उधारी) ${rupees(view.balance)} बाकी आहेत, याची आठवण करून देण्यासाठी हा मेल आहे.`,
      'पुढच्या डिलिव्हरीला किंवा दुकानात रोख किंवा UPI ने पैसे देता येतील. आमच्याकडून खरेदी केल्याबद्दल धन्यवाद.',
    ],
    button: 'तुमचे खाते पहा',
  },
};

/** The khata reminder a shopper gets in their language (both parts, with the shop's signature). */
export function khataReminderMail(language: Language, view: KhataReminderView): RenderedMail {
  const words = WORDS[language];
  const subject = words.subject(view);
  const paragraphs = [words.greeting(view), ...words.paragraphs(view)];
  const signature = signatureLines(view);
  const text = [...paragraphs.flatMap((p) => [p, '']), `${words.button}: ${view.link}`, '', '--', ...signature].join('\n');
  const body = html`${paragraphs.map((p) => html`<p style="margin:0 0 12px">${p}</p>`)}
${linkHtml(view.link, words.button)}`;
  return { subject, text, html: page({ lang: language, title: subject, body, signature }) };
}
