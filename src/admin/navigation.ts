import {
  type Icon,
  IconBriefcase,
  IconBuildingStore,
  IconCategory,
  IconCategoryPlus,
  IconCode,
  IconDeviceCctv,
  IconFileText,
  IconHeartHandshake,
  IconHelpCircle,
  IconHome,
  IconInbox,
  IconInfoCircle,
  IconLayoutDashboard,
  IconMail,
  IconMailForward,
  IconNews,
  IconPackage,
  IconPackages,
  IconPhotoStar,
  IconShare,
  IconSlideshow,
  IconSpeakerphone,
  IconSquarePlus,
  IconStar,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';

export interface NavigationLink {
  label: string;
  path: string;
  icon: Icon;
  /** Administrators only; hidden from editors (PRODUCT.md section 3). */
  access?: 'admin';
}

/** The sidebar of seed section 2: its links, labels, paths and order, exactly. */
export const navigationLinks: readonly NavigationLink[] = [
  { label: 'Dashboard', path: '/admin', icon: IconLayoutDashboard },
  { label: 'Home page settings', path: '/admin/homepage/settings', icon: IconHome },
  { label: 'About page settings', path: '/admin/about/settings', icon: IconInfoCircle },
  { label: 'Add service', path: '/admin/services/add', icon: IconSquarePlus },
  { label: 'Services', path: '/admin/services/', icon: IconTool },
  { label: 'Add product', path: '/admin/product/add', icon: IconSquarePlus },
  { label: 'Products', path: '/admin/product/', icon: IconPackage },
  { label: 'Add product category', path: '/admin/product/category/add', icon: IconCategoryPlus },
  { label: 'Product categories', path: '/admin/product/category', icon: IconCategory },
  { label: 'Content', path: '/admin/content', icon: IconFileText },
  { label: 'Sliders', path: '/admin/slider', icon: IconSlideshow },
  { label: 'Banners', path: '/admin/banner', icon: IconSpeakerphone },
  { label: 'Blogs', path: '/admin/blog', icon: IconNews },
  { label: 'Clients', path: '/admin/clients', icon: IconBuildingStore },
  { label: 'Social links', path: '/admin/social', icon: IconShare },
  { label: 'Portfolio', path: '/admin/portfolio', icon: IconPhotoStar },
  { label: 'Partners', path: '/admin/partners/', icon: IconHeartHandshake },
  { label: 'Jobs', path: '/admin/jobs', icon: IconBriefcase },
  { label: 'CCTV monitoring', path: '/admin/cctv', icon: IconDeviceCctv },
  { label: 'CCTV packages', path: '/admin/cctvpackages', icon: IconPackages },
  { label: 'Client reviews', path: '/admin/review', icon: IconStar },
  { label: 'Analytics code', path: '/admin/analytics/settings', icon: IconCode, access: 'admin' },
  { label: 'Inquiries', path: '/admin/inquiries', icon: IconInbox },
  { label: 'Subscribers', path: '/admin/subscribers/', icon: IconMailForward },
  { label: 'FAQs', path: '/admin/faqs', icon: IconHelpCircle },
  { label: 'Users', path: '/admin/users', icon: IconUsers, access: 'admin' },
  { label: 'E-mail settings', path: '/admin/email', icon: IconMail, access: 'admin' },
];

/** `/admin/services/` and `/admin/services` are one page. */
export function normalizeAdminPath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The link a path belongs to: the one with the longest path that equals or contains it. */
export function findActiveLink(path: string, links: readonly NavigationLink[] = navigationLinks) {
  const current = normalizeAdminPath(path);
  let best: NavigationLink | undefined;
  for (const link of links) {
    const linkPath = normalizeAdminPath(link.path);
    const matches = current === linkPath || (linkPath !== '/admin' && current.startsWith(`${linkPath}/`));
    if (matches && (!best || linkPath.length > normalizeAdminPath(best.path).length)) best = link;
  }
  return best;
}

/** True when the path lies under an administrators-only link. */
export function isAdminOnlyPath(path: string): boolean {
  return findActiveLink(path)?.access === 'admin';
}

export function linksForRole(role: 'admin' | 'editor'): NavigationLink[] {
  return navigationLinks.filter((link) => link.access !== 'admin' || role === 'admin');
}
