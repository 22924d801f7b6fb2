// The demo host's pages. Page names are those of spec §5's CA page-expansion rule (plus a home
// page that is not on that list); spec §2: on /all/ the page name is "All Contracts".

/**
 * @typedef {object} HostPage
 * @property {string} path
 * @property {string} pageName passed to init as `pageName`
 * @property {string} navLabel
 * @property {string} title document title
 * @property {string} heading
 * @property {string} intro
 * @property {string} sectionHeading
 * @property {Array<{ title: string, text: string, href: string }>} cards
 */

/** @type {HostPage[]} */
export const HOST_PAGES = [
  {
    path: '/',
    pageName: 'Home',
    navLabel: 'Home',
    title: 'Demo Legal Docs: legal documents made simple',
    heading: 'Legal documents, made simple',
    intro:
      'Create, sign and notarize the documents life asks for: wills, leases, bills of sale and more, with step-by-step guidance built on attorney-reviewed templates.',
    sectionHeading: 'Popular documents',
    cards: [
      {
        title: 'Last Will and Testament',
        text: 'Decide who inherits your property and who looks after your children.',
        href: '/contracts/last-will-and-testament-usa/',
      },
      {
        title: 'Residential Lease',
        text: 'Set the rent, deposit and house rules for your rental property.',
        href: '/contracts/residential-lease-agreement/',
      },
      {
        title: 'Bill of Sale',
        text: 'Record the sale of a car, boat or anything of value.',
        href: '/contracts/bill-of-sale/',
      },
      {
        title: 'Power of Attorney',
        text: 'Let someone you trust act for you when you cannot.',
        href: '/contracts/power-of-attorney/',
      },
    ],
  },
  {
    path: '/all/',
    pageName: 'All Contracts',
    navLabel: 'All Contracts',
    title: 'All contracts | Demo Legal Docs',
    heading: 'All contracts',
    intro: 'Every template we offer, grouped the way you think about them.',
    sectionHeading: 'Categories',
    cards: [
      {
        title: 'Real estate',
        text: 'Leases, eviction notices, rent receipts.',
        href: '/contracts/groups/real-estate/',
      },
      {
        title: 'Family',
        text: 'Travel consent, medical consent, guardianship.',
        href: '/contracts/groups/family/',
      },
      {
        title: 'Business',
        text: 'Business plans, NDAs, employment contracts.',
        href: '/contracts/groups/business/',
      },
      {
        title: 'Estate planning',
        text: 'Wills, living trusts, powers of attorney.',
        href: '/contracts/groups/estate-planning/',
      },
    ],
  },
  {
    path: '/how-it-works/',
    pageName: 'How It Works',
    navLabel: 'How It Works',
    title: 'How it works | Demo Legal Docs',
    heading: 'How it works',
    intro: 'Three steps from a blank page to a signed, legally sound document.',
    sectionHeading: 'The steps',
    cards: [
      {
        title: '1. Answer simple questions',
        text: 'We turn your answers into the right clauses for your state or province.',
        href: '/contracts/groups/?via=how-it-works',
      },
      {
        title: '2. Review and edit',
        text: 'Change anything in our editor, at any time.',
        href: '/mydocuments/',
      },
      {
        title: '3. Sign or notarize online',
        text: 'Collect signatures or meet a notary over video.',
        href: '/online-notary/',
      },
    ],
  },
  {
    path: '/estate-vault/',
    pageName: 'Estate Vault',
    navLabel: 'Estate Vault',
    title: 'Estate Vault | Demo Legal Docs',
    heading: 'Estate Vault',
    intro:
      'Keep your will, powers of attorney and final wishes together, ready when your family needs them.',
    sectionHeading: 'In your vault',
    cards: [
      {
        title: 'Estate dashboard',
        text: 'See what is done and what is still missing.',
        href: '/EstateDashboard/',
      },
      {
        title: 'Add a living will',
        text: 'Record your wishes for medical care.',
        href: '/contracts/living-will/',
      },
    ],
  },
  {
    path: '/post-purchase-dashboard/',
    pageName: 'Post Purchase Dashboard',
    navLabel: 'Dashboards',
    title: 'Your dashboards | Demo Legal Docs',
    heading: 'Your project dashboards',
    intro: 'Everything for each project you started, in one place.',
    sectionHeading: 'Projects',
    cards: [
      {
        title: 'Rental Property',
        text: 'Leases, notices and receipts for your rentals.',
        href: '/post-purchase-dashboard/RESLSE',
      },
      {
        title: 'Sales & Loans',
        text: 'Bills of sale and promissory notes.',
        href: '/post-purchase-dashboard/BOS',
      },
      {
        title: 'Business Planning',
        text: 'Plans, agreements and policies for your business.',
        href: '/post-purchase-dashboard/BUSPLN',
      },
    ],
  },
  {
    path: '/business-solutions/',
    pageName: 'Business Solutions',
    navLabel: 'Business',
    title: 'Business solutions | Demo Legal Docs',
    heading: 'Business solutions',
    intro: 'Contracts, policies and e-signatures for teams of every size.',
    sectionHeading: 'For your team',
    cards: [
      {
        title: 'Business plan',
        text: 'Win investors with a clear plan.',
        href: '/contracts/business-plan/',
      },
      {
        title: 'Non-disclosure agreement',
        text: 'Protect what makes your business special.',
        href: '/contracts/non-disclosure-agreement/',
      },
    ],
  },
  {
    path: '/affiliate-program/',
    pageName: 'Affiliate Program',
    navLabel: 'Affiliates',
    title: 'Affiliate program | Demo Legal Docs',
    heading: 'Affiliate program',
    intro: 'Recommend us to your audience and earn a commission on every sale.',
    sectionHeading: 'Get started',
    cards: [
      {
        title: 'Apply',
        text: 'Tell us about your site or channel.',
        href: '/contracts/groups/?via=affiliates',
      },
    ],
  },
  {
    path: '/about/',
    pageName: 'About',
    navLabel: 'About',
    title: 'About us | Demo Legal Docs',
    heading: 'About Demo Legal Docs',
    intro:
      'We help people in the US, Canada, the UK and beyond handle legal matters without the hourly rates. (This is a demo host page: the company is fictional.)',
    sectionHeading: 'Learn more',
    cards: [
      {
        title: 'Our attorneys',
        text: 'Templates written and reviewed by lawyers in each jurisdiction.',
        href: '/contracts/groups/?via=about',
      },
    ],
  },
];

/**
 * @param {string} pathname
 * @returns {HostPage | undefined}
 */
export function findHostPage(pathname) {
  return HOST_PAGES.find((page) => page.path === pathname);
}
