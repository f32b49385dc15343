import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { resumeTexts } from './resumeTexts.ts';
import { resume } from './components/portfolio/resume.ts';

/** Product, tool and company names, addresses and links read the same in both languages. */
const [toolsBd, planner, invoiceLite] = resume.projects;

export const resumeTextsBn: BanglaOf<typeof resumeTexts> = {
  name: 'নাদিয়া করিম',
  role: 'ফ্রন্ট-এন্ড ডেভেলপার',
  avatar: { src: resume.avatar.src, alt: 'নাদিয়া করিমের প্রতিকৃতি' },
  email: resume.email,
  location: 'ঢাকা, বাংলাদেশ',
  website: { label: 'নাদিয়া করিমের ব্যক্তিগত ওয়েবসাইট', href: resume.website.href },
  summary: [
    'ছয় বছর ধরে React আর TypeScript দিয়ে দ্রুত, সবার ব্যবহারযোগ্য অনলাইন দোকান আর ড্যাশবোর্ড বানাচ্ছি। আমার পছন্দ এমন ইন্টারফেস, যা সবার জন্য চলে: ৩৭৫ পিক্সেলের ফোনে, শুধু কিবোর্ডে, কিংবা স্ক্রিন রিডারে।',
    'Tools-BD-র অনলাইন দোকান প্রথম স্কেচ থেকে আজকের অবস্থায় এনেছি, যেখান থেকে পাইকারি ক্রেতারা অর্ডার করেন। পিক্সেলের মতোই যত্ন নিই সেই টেস্টগুলোর, যেগুলোর ভরসায় একটা দল নির্ভয়ে কোড বদলাতে পারে।',
  ],
  skills: [
    { group: 'ভাষা', items: resume.skills[0]!.items },
    { group: 'ফ্রন্ট এন্ড', items: resume.skills[1]!.items },
    { group: 'ব্যাক এন্ড', items: resume.skills[2]!.items },
    { group: 'মান আর টুলিং', items: resume.skills[3]!.items },
  ],
  experience: [
    {
      role: 'ফ্রন্ট-এন্ড ডেভেলপার',
      employer: resume.experience[0]!.employer,
      place: 'ঢাকা',
      period: '২০২২ – এখন পর্যন্ত',
      achievements: [
        'TanStack Query দিয়ে React-এ দোকানের সামনের অংশ, ক্রেতার ড্যাশবোর্ড আর অ্যাডমিন অংশ বানিয়েছি।',
        'ড্যাশবোর্ড, অ্যাডমিন আর পেমেন্টের স্ক্রিন শুধু খোলার সময় লোড করে হোম পেজ হালকা রেখেছি।',
        'কম্পোনেন্ট টেস্ট আর ব্রাউজার জার্নি চালু করেছি, যা এখন প্রতিটি পরিবর্তনে চলে।',
      ],
    },
    {
      role: 'জুনিয়র ওয়েব ডেভেলপার',
      employer: resume.experience[1]!.employer,
      place: 'চট্টগ্রাম',
      period: '২০১৯ – ২০২২',
      achievements: [
        'স্থানীয় দোকান, রেস্তোরাঁ আর ক্লিনিকের জন্য ওয়েবসাইট আর বুকিং ফর্ম বানিয়েছি।',
        'স্টুডিওর প্রকল্পগুলো jQuery থেকে React আর TypeScript-এ নিয়ে গেছি, এক পাতা এক পাতা করে।',
        'অ্যাক্সেসিবিলিটি যাচাই চালিয়েছি, আর ক্লায়েন্টদের সাইটে কনট্রাস্ট, লেবেল আর কিবোর্ডের সমস্যা ঠিক করেছি।',
      ],
    },
  ],
  education: [
    {
      title: 'কম্পিউটার সায়েন্স অ্যান্ড ইঞ্জিনিয়ারিংয়ে বিএসসি',
      school: 'রিভারব্যাংক প্রযুক্তি বিশ্ববিদ্যালয়',
      period: '২০১৫ – ২০১৯',
      detail: 'শেষ বর্ষের প্রকল্প: ছোট গুদামের জন্য স্টক গোনার একটা অ্যাপ, যা ইন্টারনেট ছাড়াই চলে।',
    },
    {
      title: 'ওয়েব অ্যাক্সেসিবিলিটিতে সার্টিফিকেট',
      school: 'Open Web Academy (অনলাইন)',
      period: '২০২১',
      detail: 'সেমান্টিক HTML, ARIA, আর স্ক্রিন রিডার দিয়ে পরীক্ষা।',
    },
  ],
  projects: [
    {
      name: toolsBd!.name,
      description:
        'হাতের যন্ত্রপাতির একটা পাইকারি দোকান: পণ্যতালিকা, মজুদ আটকে রাখা অর্ডার, কার্ডে পেমেন্ট, ক্রেতাদের রিভিউ, আর অর্ডার, ব্যবহারকারী ও পণ্য সামলানোর অ্যাডমিন অংশ।',
      technologies: toolsBd!.technologies,
      links: [
        { label: 'Tools-BD দোকানে যান', href: toolsBd!.links[0]!.href },
        { label: 'Tools-BD-র সোর্স কোড', href: toolsBd!.links[1]!.href },
      ],
    },
    {
      name: planner!.name,
      description:
        'মেরামতের ওয়ার্কশপে কাজের সময়সূচি করার একটা ইনস্টল করা যায় এমন ওয়েব অ্যাপ। সংযোগ না থাকলেও চলে, নেটওয়ার্ক ফিরলে নিজে থেকেই সিঙ্ক করে নেয়।',
      technologies: ['React', 'IndexedDB', 'সার্ভিস ওয়ার্কার'],
      links: [
        { label: 'Workshop Planner-এর ডেমো চালিয়ে দেখুন', href: planner!.links[0]!.href },
        { label: 'Workshop Planner-এর সোর্স কোড', href: planner!.links[1]!.href },
      ],
    },
    {
      name: invoiceLite!.name,
      description:
        'একক ব্যবসায়ীদের জন্য ছোট্ট একটা ইনভয়েস টুল: লাইন আইটেম, কর, প্রিন্ট করা যায় এমন ইনভয়েস, আর Lighthouse অ্যাক্সেসিবিলিটিতে পুরো নম্বর।',
      technologies: ['TypeScript', 'Vite', 'প্রিন্টের CSS স্টাইল'],
      links: [
        { label: 'Invoice Lite-এর ডেমো চালিয়ে দেখুন', href: invoiceLite!.links[0]!.href },
        { label: 'Invoice Lite-এর সোর্স কোড', href: invoiceLite!.links[1]!.href },
      ],
    },
  ],
};
