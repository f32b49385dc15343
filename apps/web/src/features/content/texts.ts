import { defineTexts } from '../../lib/i18n/texts.ts';

/** The home page's banner and the not-found page. */
export const contentTexts = defineTexts('content', {
  heroHeading: 'Hello there',
  heroSlogan: "Choose our product to make easier your life.It's safe and long lasting.",
  getStarted: 'Get Started',
  notFoundTitle: 'Page not found',
  notFoundHeading: 'This page does not exist',
  notFoundText: 'The link may be broken, or the page may have moved.',
  backToShop: 'Back to the shop',
  // The home page's static blocks: the sketch's wording and figures.
  achievementsHeading: 'Our Achivements',
  achievements: {
    profit: { title: 'Profit Earned', value: '2,330', from: '2,125', change: '7.2%' },
    visits: { title: 'Customer Visit', value: '22.3%', from: '21.2%', change: '7.2%' },
    sales: { title: 'Total Sales', value: '2,330', from: '2,850', change: '3.5%' },
    shipped: { title: 'Successfully Shipped', value: '$1200', from: '$800', change: '7.2%' },
  },
  from: (value: string) => `from ${value}`,
  trend: { increase: 'increase', decrease: 'decrease' },
  featuredProduct: 'Featured product',
  circularSaw: 'Circular Saw',
  featuredReviews: '20 Reviews',
  featuredDescription:
    'A 1,400 W circular saw built for the trade: a 185 mm carbide-tipped blade that cuts 64 mm deep at 90° and bevels to 45°, a cast aluminium base that stays true, a riving knife and an electric brake that stops the blade in seconds. The dust port takes a standard extractor hose, the soft-grip handles keep the saw steady through long rip cuts, and the spindle lock makes blade changes quick on site. Sold by the box to workshops, builders and rental fleets.',
  colour: 'Colour',
  swatches: { graphite: 'Graphite', orange: 'Safety orange', blue: 'Steel blue' },
  size: 'Size',
  featuredPrice: '$45.99',
  buyNow: 'Buy Now',
  addToFavourites: 'Add to favourites',
  membershipHeading: 'Our Premium Membership Plan',
  benefits: {
    shipping: 'Free Shipping',
    delivery: 'Home Delivery',
    warranty: 'Product warranty',
    license: 'Personal license',
    support: 'Customer Support',
    email: 'Email support',
  },
  listPrice: 'List price ',
  oldPlanPrice: '$299 / year',
  planPrice: '$149 / year',
  getNow: 'Get Now',
  // The blogs page (its questions and answers are written in English).
  blogs: 'Blogs',
  blogsIntro:
    'Questions we are often asked about building shops like this one with React and JavaScript, answered in plain English.',
  questionsOnThisPage: 'Questions on this page',
  question: (number: string) => `Question ${number}`,
  backToQuestions: 'Back to the list of questions',
  // The portfolio page (the résumé itself is written in English).
  portfolio: 'Portfolio',
  email: 'E-mail',
  location: 'Location',
  website: 'Website',
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  skills: 'Skills',
  education: 'Education',
  technologiesUsedIn: (project: string) => `Technologies used in ${project}`,
  fictional: (name: string) =>
    `${name} is a fictional developer; the project and website links lead to example addresses.`,
});
