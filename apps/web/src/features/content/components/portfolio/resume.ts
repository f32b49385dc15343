/** The /portfolio page: the résumé of the shop's developer, a fictional person with fictional links. */
export interface ResumeLink {
  /** Descriptive link text: it names the project and where the link leads. */
  label: string;
  href: string;
}

export interface ResumeProject {
  name: string;
  description: string;
  technologies: string[];
  links: ResumeLink[];
}

export interface ResumeJob {
  role: string;
  employer: string;
  place: string;
  period: string;
  achievements: string[];
}

export interface ResumeEducation {
  title: string;
  school: string;
  period: string;
  detail: string;
}

export const resume = {
  name: 'Nadia Karim',
  role: 'Front-end developer',
  avatar: { src: '/images/portfolio-avatar.svg', alt: 'Portrait of Nadia Karim' },
  email: 'nadia.karim@example.com',
  location: 'Dhaka, Bangladesh',
  website: { label: 'Personal website of Nadia Karim', href: 'https://nadia-karim.example.com' },
  summary: [
    'Front-end developer with six years of experience building fast, accessible shops and dashboards in React and TypeScript. I like interfaces that work for everyone: on a 375-pixel phone, with only a keyboard, or with a screen reader.',
    'I built the Tools-BD storefront from its first sketch to the shop wholesale customers order from today, and I care as much about the tests that let a team change code without fear as about the pixels.',
  ],
  skills: [
    { group: 'Languages', items: ['TypeScript', 'JavaScript (ES2023)', 'HTML', 'CSS', 'SQL'] },
    {
      group: 'Front end',
      items: ['React 19', 'React Router', 'TanStack Query', 'React Hook Form with Zod', 'Tailwind CSS'],
    },
    { group: 'Back end', items: ['Node.js', 'Fastify', 'PostgreSQL', 'Drizzle ORM', 'REST API design'] },
    {
      group: 'Quality and tooling',
      items: ['Vitest and Testing Library', 'Playwright', 'Accessibility (WCAG 2.2)', 'Vite', 'Git'],
    },
  ],
  experience: [
    {
      role: 'Front-end developer',
      employer: 'Tools-BD',
      place: 'Dhaka',
      period: '2022 – present',
      achievements: [
        'Built the storefront, the customer dashboard and the admin area in React with TanStack Query.',
        'Kept the home page light by loading the dashboard, admin and payment screens only when they are opened.',
        'Introduced component tests and browser journeys that now run on every change.',
      ],
    },
    {
      role: 'Junior web developer',
      employer: 'Riverbank Digital Studio',
      place: 'Chattogram',
      period: '2019 – 2022',
      achievements: [
        'Developed websites and booking forms for local shops, restaurants and clinics.',
        'Moved the studio’s projects from jQuery to React and TypeScript, one page at a time.',
        'Ran accessibility reviews and fixed contrast, labelling and keyboard problems across client sites.',
      ],
    },
  ] satisfies ResumeJob[],
  education: [
    {
      title: 'BSc in Computer Science and Engineering',
      school: 'Riverbank University of Technology',
      period: '2015 – 2019',
      detail: 'Final project: an offline-first stock-taking app for small warehouses.',
    },
    {
      title: 'Certificate in Web Accessibility',
      school: 'Open Web Academy (online)',
      period: '2021',
      detail: 'Semantic HTML, ARIA, and testing with screen readers.',
    },
  ] satisfies ResumeEducation[],
  projects: [
    {
      name: 'Tools-BD',
      description:
        'A wholesale hand-tools shop: a catalogue, orders that reserve stock, card payments, reviews by buyers, and an admin area for orders, users and products.',
      technologies: ['React', 'TanStack Query', 'Tailwind CSS', 'Fastify', 'PostgreSQL'],
      links: [
        { label: 'Visit the Tools-BD shop', href: '/' },
        { label: 'Tools-BD source code', href: 'https://code.example.com/nadia-karim/tools-bd' },
      ],
    },
    {
      name: 'Workshop Planner',
      description:
        'An installable web app for scheduling jobs in a repair workshop. It keeps working without a connection and syncs when the network returns.',
      technologies: ['React', 'IndexedDB', 'Service workers'],
      links: [
        { label: 'Try the Workshop Planner demo', href: 'https://workshop-planner.example.com' },
        { label: 'Workshop Planner source code', href: 'https://code.example.com/nadia-karim/workshop-planner' },
      ],
    },
    {
      name: 'Invoice Lite',
      description:
        'A small invoicing tool for sole traders: line items, tax, printable invoices, and a perfect Lighthouse accessibility score.',
      technologies: ['TypeScript', 'Vite', 'CSS print styles'],
      links: [
        { label: 'Try the Invoice Lite demo', href: 'https://invoice-lite.example.com' },
        { label: 'Invoice Lite source code', href: 'https://code.example.com/nadia-karim/invoice-lite' },
      ],
    },
  ] satisfies ResumeProject[],
};
