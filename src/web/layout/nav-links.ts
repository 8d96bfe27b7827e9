/** Links every visitor sees (docs/product.md §2 Header: "Visitors see Pricing, About, Contact, Sources"). */
export const VISITOR_LINKS = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/sources', label: 'Sources' },
] as const;
