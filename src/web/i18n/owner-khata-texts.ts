import type { Language } from '#common/constants.js';
import { useLanguage } from './i18n.js';

/**
 * The owner's khata screens in the shop's three languages, like the owner's everyday screens
 * (owner-texts.ts, decision 0041): the list of who owes, one shopper's khata with its payment
 * and reminder, and the credit limit on the user's page. The ledger and its figures are the
 * storefront's own (components/khata-ledger.tsx), so the owner reads what the shopper reads.
 * Loaded with the admin chunk alone. Hindi and Marathi must give every text English gives.
 */
const en = {
  list: {
    title: 'Khata',
    intro: 'Everyone who owes on credit, the oldest debt first.',
    loading: 'Loading Khata',
    none: 'Nobody owes anything on credit.',
    total: (count: number, amount: string) => `${count} ${count === 1 ? 'customer owes' : 'customers owe'} ${amount} in all.`,
    columns: { customer: 'Customer', mobile: 'Mobile', balance: 'Owes', limit: 'Credit Limit', since: 'Oldest Unpaid' },
    days: (days: number) => (days === 0 ? 'today' : `${days} ${days === 1 ? 'day' : 'days'}`),
  },
  account: {
    title: (name: string) => `Khata: ${name}`,
    loading: 'Loading Khata',
    notFound: 'Sorry User Not Found',
    back: 'All khata accounts',
    payTitle: 'Record a Payment',
    amount: 'Amount (₹)',
    amountHint: (balance: string) => `More than ₹ 0 and at most the balance, ${balance}.`,
    received: 'Received by',
    methods: { Cash: 'Cash', UPI: 'UPI' },
    reference: 'Reference (optional)',
    referenceHint: 'The UTR or a receipt number, to find the payment again.',
    record: 'Record Payment',
    recording: 'Recording Payment',
    recorded: (amount: string, balance: string) => `Payment of ${amount} recorded. Balance now ${balance}.`,
    amountInvalid: 'Amount: Give an amount more than ₹ 0, with at most 2 decimals..!!',
    amountAbove: (balance: string) => `Amount: At most the balance, ${balance}..!!`,
    nothingOwed: 'Nothing is owed on this khata: no payment to record.',
    reminderTitle: 'Reminder',
    reminderHint: 'Mails the customer what they owe, in their own language.',
    remind: 'Send Reminder',
    reminding: 'Sending Reminder',
    reminded: 'Reminder Sent..!!',
  },
  credit: {
    title: 'Credit (Khata)',
    limit: 'Credit Limit (₹)',
    hint: '0 means no credit. The customer may owe up to this on Credit orders; lowering it never changes what is already owed.',
    save: 'Save Credit Limit',
    saving: 'Saving Credit Limit',
    saved: (limit: string) => `Credit limit saved: ${limit}.`,
    invalid: (max: string) => `Credit Limit: Give an amount of ₹ 0 or more, at most ${max}, with at most 2 decimals..!!`,
    viewKhata: 'View Khata',
  },
};

export type OwnerKhataTexts = typeof en;

const hi: OwnerKhataTexts = {
  list: {
    title: 'उधार खाते',
    intro: 'जिन पर उधार बाकी है, सबसे पुराना बकाया पहले।',
    loading: 'उधार खाते लोड हो रहे हैं',
    none: 'किसी पर कोई उधार बाकी नहीं है।',
    total: (count: number, amount: string) => `${count} ${count === 1 ? 'ग्राहक पर' : 'ग्राहकों पर'} कुल ${amount} बाकी।`,
    columns: { customer: 'ग्राहक', mobile: 'मोबाइल', balance: 'बाकी', limit: 'उधार सीमा', since: 'सबसे पुराना बकाया' },
    days: (days: number) => (days === 0 ? 'आज' : `${days} दिन`),
  },
  account: {
    title: (name: string) => `उधार खाता: ${name}`,
    loading: 'खाता लोड हो रहा है',
    notFound: 'माफ़ करें, उपयोगकर्ता नहीं मिला',
    back: 'सभी उधार खाते',
    payTitle: 'भुगतान दर्ज करें',
    amount: 'रकम (₹)',
    amountHint: (balance: string) => `₹ 0 से ज़्यादा और बाकी रकम ${balance} तक।`,
    received: 'कैसे मिला',
    methods: { Cash: 'नकद', UPI: 'UPI' },
    reference: 'रेफ़रेंस (ज़रूरी नहीं)',
    referenceHint: 'UTR या रसीद नंबर, ताकि भुगतान बाद में ढूँढा जा सके।',
    record: 'भुगतान दर्ज करें',
    recording: 'भुगतान दर्ज हो रहा है',
    recorded: (amount: string, balance: string) => `${amount} का भुगतान दर्ज हुआ। अब बाकी ${balance}।`,
    amountInvalid: 'रकम: ₹ 0 से ज़्यादा रकम लिखें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक..!!',
    amountAbove: (balance: string) => `रकम: बाकी रकम ${balance} से ज़्यादा नहीं..!!`,
    nothingOwed: 'इस खाते पर कुछ बाकी नहीं: दर्ज करने को कोई भुगतान नहीं।',
    reminderTitle: 'याद दिलाएँ',
    reminderHint: 'ग्राहक को उनकी अपनी भाषा में बाकी रकम का मेल जाएगा।',
    remind: 'याद दिलाने का मेल भेजें',
    reminding: 'मेल भेजा जा रहा है',
    reminded: 'याद दिलाने का मेल भेज दिया..!!',
  },
  credit: {
    title: 'उधार (खाता)',
    limit: 'उधार सीमा (₹)',
    hint: '0 का मतलब उधार नहीं। उधार वाले ऑर्डर पर ग्राहक पर इतने तक बाकी रह सकता है; सीमा घटाने से पहले का बाकी नहीं बदलता।',
    save: 'उधार सीमा सहेजें',
    saving: 'उधार सीमा सहेजी जा रही है',
    saved: (limit: string) => `उधार सीमा सहेजी गई: ${limit}।`,
    invalid: (max: string) => `उधार सीमा: ₹ 0 या ज़्यादा रकम लिखें, ज़्यादा से ज़्यादा ${max}, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक..!!`,
    viewKhata: 'उधार खाता देखें',
  },
};

const mr: OwnerKhataTexts = {
  list: {
    title: 'उधारी खाती',
    intro: 'ज्यांच्याकडे उधारी बाकी आहे ते सर्व, सर्वात जुनी बाकी आधी.',
    loading: 'उधारी खाती लोड होत आहेत',
    none: 'कोणाकडेही उधारी बाकी नाही.',
    total: (count: number, amount: string) => `${count} ${count === 1 ? 'ग्राहकाकडे' : 'ग्राहकांकडे'} एकूण ${amount} बाकी.`,
    columns: { customer: 'ग्राहक', mobile: 'मोबाईल', balance: 'बाकी', limit: 'उधारी मर्यादा', since: 'सर्वात जुनी बाकी' },
    days: (days: number) => (days === 0 ? 'आज' : `${days} दिवस`),
  },
  account: {
    title: (name: string) => `उधारी खाते: ${name}`,
    loading: 'खाते लोड होत आहे',
    notFound: 'माफ करा, वापरकर्ता सापडला नाही',
    back: 'सर्व उधारी खाती',
    payTitle: 'भरणा नोंदवा',
    amount: 'रक्कम (₹)',
    amountHint: (balance: string) => `₹ 0 पेक्षा जास्त आणि बाकी रक्कम ${balance} पर्यंत.`,
    received: 'कसे मिळाले',
    methods: { Cash: 'रोख', UPI: 'UPI' },
    reference: 'संदर्भ (ऐच्छिक)',
    referenceHint: 'UTR किंवा पावती क्रमांक, भरणा पुन्हा शोधण्यासाठी.',
    record: 'भरणा नोंदवा',
    recording: 'भरणा नोंदवत आहे',
    recorded: (amount: string, balance: string) => `${amount} चा भरणा नोंदवला. आता बाकी ${balance}.`,
    amountInvalid: 'रक्कम: ₹ 0 पेक्षा जास्त रक्कम लिहा, दशांशानंतर जास्तीत जास्त 2 अंक..!!',
    amountAbove: (balance: string) => `रक्कम: बाकी रक्कम ${balance} पेक्षा जास्त नको..!!`,
    nothingOwed: 'या खात्यावर काहीही बाकी नाही: नोंदवायला भरणा नाही.',
    reminderTitle: 'आठवण',
    reminderHint: 'ग्राहकाला त्यांच्या भाषेत बाकी रकमेचा मेल जाईल.',
    remind: 'आठवणीचा मेल पाठवा',
    reminding: 'मेल पाठवत आहे',
    reminded: 'आठवणीचा मेल पाठवला..!!',
  },
  credit: {
    title: 'उधारी (खाते)',
    limit: 'उधारी मर्यादा (₹)',
    hint: '0 म्हणजे उधारी नाही. उधारीच्या ऑर्डरवर ग्राहकाकडे इतकी रक्कम बाकी राहू शकते; मर्यादा कमी केल्याने आधीची बाकी बदलत नाही.',
    save: 'उधारी मर्यादा जतन करा',
    saving: 'उधारी मर्यादा जतन होत आहे',
    saved: (limit: string) => `उधारी मर्यादा जतन झाली: ${limit}.`,
    invalid: (max: string) => `उधारी मर्यादा: ₹ 0 किंवा जास्त रक्कम लिहा, जास्तीत जास्त ${max}, दशांशानंतर जास्तीत जास्त 2 अंक..!!`,
    viewKhata: 'उधारी खाते पहा',
  },
};

export const ownerKhataTexts: Record<Language, OwnerKhataTexts> = { en, hi, mr };

/** The owner's khata texts in the language the shop is shown in. */
export function useOwnerKhataTexts(): OwnerKhataTexts {
  return ownerKhataTexts[useLanguage()];
}
