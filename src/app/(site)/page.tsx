import { servicesModule } from '@/modules/services/module';
import { siteSettings, visibleRecords } from '@/site/content';

export default async function HomePage() {
  const [business, services] = await Promise.all([siteSettings(), visibleRecords(servicesModule)]);
  return (
    <>
      <h1>{business.heroTitle}</h1>
      <ul>
        {services.map((service) => (
          <li key={service.id}>{service.title}</li>
        ))}
      </ul>
    </>
  );
}
