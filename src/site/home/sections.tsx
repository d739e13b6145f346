import type { MediaItem } from '@/lib/media-items';
import type { blogsModule } from '@/modules/blogs/module';
import type { clientsModule } from '@/modules/clients/module';
import type { faqsModule } from '@/modules/faqs/module';
import type { PublicRecordOfModule } from '@/modules/kit/define-module';
import type { portfoliosModule } from '@/modules/portfolios/module';
import type { reviewsModule } from '@/modules/reviews/module';
import { plural, type RatingSummary } from '../format';
import {
  type CctvPackage,
  MonitoringCard,
  type MonitoringPlan,
  PackageCard,
  type Service,
  ServiceCard,
} from '../offers/cards';
import { RichText } from '../RichText';
import { Icon, Stars, type UiIconName } from '../ui/Icon';
import type { IconName } from '../ui/icon-names';
import { ButtonLink, Container, Section, SectionHeading, telHref } from '../ui/primitives';
import { SiteImage } from '../ui/SiteImage';

type Review = PublicRecordOfModule<typeof reviewsModule>;
type Portfolio = PublicRecordOfModule<typeof portfoliosModule>;
type Post = PublicRecordOfModule<typeof blogsModule>;
type Faq = PublicRecordOfModule<typeof faqsModule>;
type Logo = PublicRecordOfModule<typeof clientsModule>;

function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline in-data-[tone=dark]:text-accent-300"
    >
      {children}
      <Icon name="arrowRight" className="size-4" />
    </a>
  );
}

function HeadingRow({ children, link }: { children: React.ReactNode; link?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      {children}
      {link && <div className="shrink-0">{link}</div>}
    </div>
  );
}

export function TrustBar({
  rating,
  yearsInBusiness,
  projectsCompleted,
  licenseNumber,
}: {
  rating: RatingSummary;
  yearsInBusiness: number | null;
  projectsCompleted: number | null;
  licenseNumber: string | null;
}) {
  const items: { icon: IconName | UiIconName; value: string; label: string; href?: string }[] = [];
  if (rating.average !== null) {
    items.push({
      icon: 'star',
      value: `${rating.average.toFixed(1)} / 5`,
      label: `from ${plural(rating.count, 'review')}`,
      href: '/reviews',
    });
  }
  if (yearsInBusiness)
    items.push({ icon: 'calendar', value: `${yearsInBusiness} years`, label: 'in business in LA' });
  if (projectsCompleted) {
    items.push({
      icon: 'camera',
      value: `${projectsCompleted.toLocaleString('en-US')}+`,
      label: 'projects completed',
    });
  }
  if (licenseNumber) items.push({ icon: 'badge', value: 'Licensed', label: licenseNumber });
  items.push({ icon: 'eye', value: '24/7', label: 'monitoring & support' });
  return (
    <section aria-label="Why people trust us" className="border-b border-slate-200 bg-white">
      <Container>
        <ul className="grid grid-cols-2 gap-px overflow-hidden bg-slate-200 sm:grid-cols-3 lg:grid-cols-5 [&>li]:bg-white">
          {items.map((item) => {
            const body = (
              <>
                <Icon name={item.icon} filled={item.icon === 'star'} className="size-6 text-accent-600" />
                <span>
                  <span className="block font-display text-xl font-extrabold text-brand-900">
                    {item.value}
                  </span>
                  <span className="block text-sm leading-snug text-slate-600">{item.label}</span>
                </span>
              </>
            );
            return (
              <li key={item.label} className="last:col-span-2 sm:last:col-span-1">
                {item.href ? (
                  <a
                    href={item.href}
                    className="flex h-full items-start gap-3 px-2 py-5 hover:bg-slate-50 sm:px-5"
                  >
                    {body}
                  </a>
                ) : (
                  <div className="flex h-full items-start gap-3 px-2 py-5 sm:px-5">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

export function ServicesSection({ services }: { services: Service[] }) {
  return (
    <Section tone="muted" labelledBy="services-heading">
      <HeadingRow link={<MoreLink href="/services">All services</MoreLink>}>
        <SectionHeading
          id="services-heading"
          eyebrow="What we install"
          title="Security systems for homes and businesses"
          intro="One local team for cameras, access control, alarms and monitoring: designed for your property, installed cleanly, supported for years."
        />
      </HeadingRow>
      <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </div>
    </Section>
  );
}

const STEPS: { icon: IconName | UiIconName; title: string; text: string }[] = [
  {
    icon: 'clipboard',
    title: 'Free site survey',
    text: 'A technician walks your property with you, checks entrances, blind spots and wiring routes.',
  },
  {
    icon: 'shield',
    title: 'Design & written quote',
    text: 'You get a camera plan and a fixed, itemised quote. No pressure, no surprises later.',
  },
  {
    icon: 'tool',
    title: 'Installed in a day or two',
    text: 'Our own licensed crew installs with concealed cabling and sets up the app on your phone.',
  },
  {
    icon: 'headset',
    title: 'Support & monitoring',
    text: 'Warranty, health checks and a 24/7 line, with live monitoring when you want it.',
  },
];

export function HowItWorks() {
  return (
    <Section labelledBy="process-heading">
      <SectionHeading
        id="process-heading"
        eyebrow="How it works"
        title="From first call to a working system, in four steps"
        align="center"
      />
      <ol className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative">
            {index < STEPS.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-7 left-16 hidden h-px w-[calc(100%-4rem)] bg-gradient-to-r from-brand-200 to-transparent lg:block"
              />
            )}
            <span className="relative flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-800 ring-1 ring-brand-100">
              <Icon name={step.icon} className="size-7" />
              <span className="-top-2 -right-2 absolute flex size-6 items-center justify-center rounded-full bg-accent-500 font-display text-xs font-extrabold text-brand-950">
                {index + 1}
              </span>
            </span>
            <h3 className="mt-5 font-display text-lg font-bold text-brand-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function PackagesSection({ packages }: { packages: CctvPackage[] }) {
  return (
    <Section tone="muted" labelledBy="packages-heading">
      <HeadingRow link={<MoreLink href="/cctv-packages">Compare all packages</MoreLink>}>
        <SectionHeading
          id="packages-heading"
          eyebrow="Camera packages"
          title="Clear prices, installed and working"
          intro="Every package includes the survey, cabling, installation and phone setup. Your written quote fixes the final price."
        />
      </HeadingRow>
      <div className="mt-14 grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
        {packages.map((item) => (
          <PackageCard key={item.id} item={item} />
        ))}
      </div>
    </Section>
  );
}

export function MonitoringSection({ plans }: { plans: MonitoringPlan[] }) {
  return (
    <Section tone="dark" labelledBy="monitoring-heading" className="relative overflow-hidden">
      <HeadingRow link={<MoreLink href="/cctv-monitoring">About remote monitoring</MoreLink>}>
        <SectionHeading
          id="monitoring-heading"
          eyebrow="24/7 remote video monitoring"
          title="Cameras that stop a break-in, not just record it"
          intro="Trained agents watch your cameras live, warn intruders over on-site speakers and call police on verified events."
        />
      </HeadingRow>
      <div className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => (
          <MonitoringCard key={plan.id} plan={plan} />
        ))}
      </div>
    </Section>
  );
}

const CATEGORY_LABELS: Record<string, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
  multifamily: 'Multifamily',
};

export function PortfolioSection({
  projects,
  media,
}: {
  projects: Portfolio[];
  media: Map<number, MediaItem>;
}) {
  return (
    <Section labelledBy="portfolio-heading">
      <HeadingRow link={<MoreLink href="/portfolio">See all projects</MoreLink>}>
        <SectionHeading
          id="portfolio-heading"
          eyebrow="Our work"
          title="Recent installations across Los Angeles"
        />
      </HeadingRow>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {projects.map((project) => {
          const image = project.imageIds?.[0] ? media.get(project.imageIds[0]) : undefined;
          return (
            <article key={project.id} className="group relative">
              <div className="overflow-hidden rounded-2xl bg-slate-100">
                <SiteImage
                  image={image}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
                />
              </div>
              <p className="mt-4 text-sm font-semibold text-accent-700">
                {[project.category ? CATEGORY_LABELS[project.category] : null, project.location]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <h3 className="mt-1 font-display text-lg font-bold text-brand-900">
                <a href={`/portfolio/${project.slug}`} className="after:absolute after:inset-0">
                  {project.title}
                </a>
              </h3>
            </article>
          );
        })}
      </div>
    </Section>
  );
}

const SOURCE_LABELS: Record<string, string> = {
  google: 'on Google',
  yelp: 'on Yelp',
  facebook: 'on Facebook',
  direct: '',
};

export function ReviewsSection({ reviews, rating }: { reviews: Review[]; rating: RatingSummary }) {
  return (
    <Section tone="muted" labelledBy="reviews-heading">
      <HeadingRow link={<MoreLink href="/reviews">Read all reviews</MoreLink>}>
        <div>
          <SectionHeading id="reviews-heading" eyebrow="Client reviews" title="What our neighbours say" />
          {rating.average !== null && (
            <p className="mt-4 flex flex-wrap items-center gap-3 text-slate-700">
              <Stars rating={rating.average} />
              <span>
                <strong className="font-display text-brand-900">{rating.average.toFixed(1)}</strong> average
                from {plural(rating.count, 'review')}
              </span>
            </p>
          )}
        </div>
      </HeadingRow>
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id} className="flex">
            <figure className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-7">
              <Stars rating={review.rating} />
              <blockquote className="mt-4 flex-1 text-slate-700">
                <p>“{review.text}”</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-900 font-display font-bold text-white"
                >
                  {review.author.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-brand-900">{review.author}</span>
                  <span className="block text-sm text-slate-600">
                    {[review.location, review.source ? SOURCE_LABELS[review.source] : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function LogosSection({
  clients,
  partners,
  media,
}: {
  clients: Logo[];
  partners: Logo[];
  media: Map<number, MediaItem>;
}) {
  const group = (title: string, logos: Logo[]) =>
    logos.length > 0 && (
      <div>
        <h3 className="text-center font-display text-sm font-bold uppercase tracking-[0.16em] text-slate-600">
          {title}
        </h3>
        <ul className="mt-6 grid grid-cols-2 items-center gap-4 sm:grid-cols-4">
          {logos.map((logo) => {
            const image = logo.logoId ? media.get(logo.logoId) : undefined;
            const content = (
              <>
                <SiteImage
                  image={image}
                  alt=""
                  sizes="96px"
                  className="mx-auto h-10 w-auto max-w-full object-contain opacity-80 grayscale transition group-hover:opacity-100 group-hover:grayscale-0"
                />
                <span className="mt-2 block text-center font-display text-sm leading-tight font-bold text-slate-700">
                  {logo.name}
                </span>
              </>
            );
            return (
              <li
                key={logo.id}
                className="group flex min-h-28 flex-col items-center justify-center rounded-xl bg-white px-3 py-4 ring-1 ring-slate-200"
              >
                {logo.website ? (
                  <a href={logo.website} rel="noopener" className="block">
                    {content}
                  </a>
                ) : (
                  content
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );
  return (
    <section aria-labelledby="logos-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <h2 id="logos-heading" className="sr-only">
          Clients and partners
        </h2>
        <div className="grid gap-12 lg:grid-cols-2">
          {group('Trusted by local businesses', clients)}
          {group('Certified on the brands we install', partners)}
        </div>
      </Container>
    </section>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Los_Angeles',
});

export function LatestPosts({ posts, media }: { posts: Post[]; media: Map<number, MediaItem> }) {
  return (
    <Section tone="muted" labelledBy="blog-heading">
      <HeadingRow link={<MoreLink href="/blog">All articles</MoreLink>}>
        <SectionHeading id="blog-heading" eyebrow="Advice" title="From the blog" />
      </HeadingRow>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {posts.map((post) => {
          const image = post.coverImageId ? media.get(post.coverImageId) : undefined;
          return (
            <article
              key={post.id}
              className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card"
            >
              <SiteImage
                image={image}
                alt=""
                sizes="(min-width: 768px) 33vw, 100vw"
                className="aspect-[16/9] h-auto w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                {post.publishedAt && (
                  <p className="text-sm text-slate-600">
                    <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
                  </p>
                )}
                <h3 className="mt-2 font-display text-lg font-bold leading-snug text-brand-900">
                  <a
                    href={`/blog/${post.slug}`}
                    className="after:absolute after:inset-0 group-hover:underline"
                  >
                    {post.title}
                  </a>
                </h3>
                {post.excerpt && <p className="mt-2 text-slate-600">{post.excerpt}</p>}
              </div>
            </article>
          );
        })}
      </div>
    </Section>
  );
}

export function FaqSection({ faqs }: { faqs: Faq[] }) {
  return (
    <Section labelledBy="faqs-heading">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <SectionHeading
            id="faqs-heading"
            eyebrow="FAQs"
            title="Questions we hear every week"
            intro="Straight answers about price, installation and support. Anything else: just call."
          />
          <div className="mt-6">
            <MoreLink href="/faqs">All questions</MoreLink>
          </div>
        </div>
        <div className="divide-y divide-slate-200 border-y border-slate-200">
          {faqs.map((faq) => (
            <details key={faq.id} className="faq-item group">
              <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 py-4 font-display text-lg font-bold text-brand-900 hover:text-brand-700">
                {faq.question}
                <Icon name="chevronDown" className="faq-chevron size-5 text-slate-500 transition-transform" />
              </summary>
              <RichText html={faq.answer} className="pb-5" />
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}

export function AreasSection({
  areas,
  address,
  phone,
}: {
  areas: string[];
  address: string | null;
  phone: string | null;
}) {
  return (
    <Section tone="muted" labelledBy="areas-heading">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <div>
          <SectionHeading
            id="areas-heading"
            eyebrow="Areas served"
            title="Local crews across Los Angeles County"
            intro="Our technicians live and work here, so a survey is usually booked within a few days."
          />
          {address && (
            <p className="mt-6 flex gap-3 text-slate-700">
              <Icon name="mapPin" className="mt-0.5 size-5 text-accent-600" />
              {address}
            </p>
          )}
          {phone && (
            <p className="mt-6">
              <ButtonLink href={telHref(phone)} variant="secondary">
                <Icon name="phone" className="size-5" /> Ask if we cover your area
              </ButtonLink>
            </p>
          )}
        </div>
        <ul className="flex flex-wrap gap-2.5">
          {areas.map((area) => (
            <li
              key={area}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 font-semibold text-brand-900 shadow-sm"
            >
              <Icon name="mapPin" className="size-4 text-accent-600" />
              {area}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
