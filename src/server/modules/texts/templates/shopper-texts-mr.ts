import { differenceOf } from '#server/modules/mail/service.js';
import { shopperTextsIn } from './shopper-texts.js';

/** The shopper's texts in Marathi, in the words of the Marathi order mails (shopper-mails-mr.ts), cut to a text. */
export const marathiShopperTexts = shopperTextsIn({
  bodies: {
    order_placed: '{{1}}: धन्यवाद, {{2}}! तुमची ऑर्डर {{3}} मिळाली, {{4}}. माल रवाना होताच आम्ही तुम्हाला कळवू.',
    order_packed: '{{1}}: तुमची ऑर्डर {{2}} पॅक झाली आहे. {{3}} भरायची रक्कम {{4}} आहे.',
    order_shipped_code: '{{1}}: तुमची ऑर्डर {{2}} वाटेत आहे. तुमचा डिलिव्हरी कोड {{3}} आहे: तो डिलिव्हरी देणाऱ्याला सांगा. {{4}}',
    order_delivered: '{{1}}: तुमची ऑर्डर {{2}} पोहोचली आहे. खरेदी केल्याबद्दल धन्यवाद!',
    order_cancelled: '{{1}}: तुमची ऑर्डर {{2}} ({{3}}) रद्द झाली आहे. {{4}} तुम्हाला काहीही पैसे द्यायचे नाहीत.',
  },
  change: (change) =>
    change.unavailable
      ? `${change.name}: उपलब्ध नव्हते (${change.ordered} मागवले होते)`
      : `${change.name}: ${change.packed} पॅक केले (${change.ordered} मागवले होते)`,
  changes: (listed, more) => `काही वस्तू तुमच्या ऑर्डरपेक्षा वेगळ्या आहेत: ${listed}${more > 0 ? ` आणि आणखी ${more}` : ''}.`,
  asOrdered: 'सर्व वस्तू तुमच्या ऑर्डरप्रमाणे आहेत.',
  atTheDoor: (view, rupees) => {
    const { order } = view;
    if (order.payment.status === 'Paid') {
      const change = differenceOf(order);
      if (change > 0) return `कृपया उरलेले ${rupees(change)} तयार ठेवा.`;
      if (change < 0) return `याचे पैसे मिळाले आहेत: दुकान डिलिव्हरीच्या वेळी ${rupees(-change)} परत देईल.`;
      return 'याचे पैसे मिळाले आहेत: डिलिव्हरीच्या वेळी काही द्यायचे नाही.';
    }
    if (order.paymentMethod === 'Credit') return `डिलिव्हरी झाल्यावर ${rupees(order.amountDue)} तुमच्या उधारीत लिहिले जातील.`;
    if (view.upi) return `कृपया UPI ने ${rupees(order.amountDue)} द्या, आत्ता किंवा डिलिव्हरीच्या वेळी.`;
    return `पैसे डिलिव्हरीच्या वेळी रोख द्यायचे आहेत, कृपया ${rupees(order.amountDue)} तयार ठेवा.`;
  },
  cancelledBy: (view) => (view.by === 'User' ? 'तुम्ही ती रद्द केली.' : 'ती दुकानाकडून रद्द करण्यात आली, गैरसोयीबद्दल क्षमस्व.'),
  signInCode: ({ code, shopName, minutes }) =>
    `${code} हा ${shopName} मध्ये साइन इन करण्याचा तुमचा कोड आहे. तो ${minutes} मिनिटे चालेल. तो कोणालाही सांगू नका.`,
});
