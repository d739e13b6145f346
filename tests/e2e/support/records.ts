import type { AnyModule } from '@/kit/define-module';
import { addDays, businessToday } from '@/lib/calendar-dates';
import type { TrashEntry } from '@/lib/trash';

export type ApiRecord = Record<string, unknown> & { id: number };

/** An authenticated JSON call of any method; fails the test on an unexpected status. */
export async function send<T = { data: ApiRecord }>(
  baseURL: string,
  token: string | null,
  method: string,
  path: string,
  json?: unknown,
  expectStatus?: number,
): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  const ok = expectStatus === undefined ? response.ok : response.status === expectStatus;
  if (!ok) throw new Error(`${method} /api${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The first record of a module's list, or null when it has none. */
export async function firstRecord(baseURL: string, token: string, module: AnyModule) {
  const body = await send<{ data: ApiRecord[] }>(baseURL, token, 'GET', `/${module.key}?pageSize=1`);
  return body.data[0] ?? null;
}

let inquiryCount = 0;

/** A quote request logged by staff (the token skips the public form's rate limit and spam checks). */
export async function createInquiry(baseURL: string, token: string, values: Record<string, unknown> = {}) {
  inquiryCount += 1;
  const { data } = await send(baseURL, token, 'POST', '/inquiries', {
    name: `Test Visitor ${inquiryCount}`,
    email: `visitor${inquiryCount}@example.com`,
    message: 'Looking for four cameras around the house and a doorbell camera.',
    status: 'new',
    ...values,
  });
  return data;
}

/**
 * Believable inquiries for the inbox, analytics and booking calendar, with visit days in the coming
 * week the calendar opens on (the business's own days, in Los Angeles).
 */
export function sampleInquiries(now = new Date()) {
  const today = businessToday(now);
  const day = (daysAhead: number) => addDays(today, daysAhead);
  return [
    {
      name: 'Maria Gonzalez',
      email: 'maria.gonzalez@example.com',
      phone: '(323) 555-0187',
      service: 'CCTV Installation',
      propertyType: 'residential',
      message: 'Four cameras around a two-story house in Echo Park, with phone viewing.',
      address: '1420 Echo Park Ave',
      postalCode: '90026',
      preferredDate: day(1),
      sourcePath: '/free-quote',
      status: 'new',
    },
    {
      name: 'Kevin Park',
      email: 'kevin@koreatownlofts.example',
      phone: '(213) 555-0110',
      service: 'Access Control',
      propertyType: 'multifamily',
      message: 'Key fob readers for the lobby and the garage gate of a 40-unit building.',
      postalCode: '90005',
      preferredDate: day(2),
      sourcePath: '/services/access-control',
      status: 'contacted',
      staffNotes: 'Called back, wants a site visit before the board meeting.',
    },
    {
      name: 'Sunset Dental Group',
      email: 'office@sunsetdental.example',
      service: 'Remote Video Monitoring',
      propertyType: 'commercial',
      message: 'Monitoring after hours for our clinic, about 8 cameras already installed.',
      preferredDate: day(3),
      sourcePath: '/cctv-monitoring',
      status: 'quoted',
    },
    {
      name: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      service: 'Alarm Systems',
      propertyType: 'residential',
      message: 'Alarm with door sensors and a siren for a bungalow in Highland Park.',
      postalCode: '90042',
      preferredDate: day(4),
      sourcePath: '/contact',
      status: 'won',
    },
    {
      name: 'Vernon Logistics',
      email: 'facilities@vernonlogistics.example',
      phone: '(323) 555-0199',
      service: 'CCTV Installation',
      propertyType: 'industrial',
      message: 'Sixteen cameras for the loading docks and the yard, night vision needed.',
      preferredDate: day(5),
      sourcePath: '/cctv-packages',
      status: 'new',
    },
    {
      name: 'Ana Torres',
      email: 'ana.torres@example.com',
      service: 'Video Intercoms',
      propertyType: 'residential',
      message: 'A video intercom at the front gate, with the app on two phones.',
      sourcePath: '/free-quote',
      status: 'lost',
    },
    {
      name: 'Buy Followers Now',
      email: 'promo@spam.example',
      message: 'Cheap followers for your business page!!!',
      sourcePath: '/contact',
      status: 'spam',
    },
    {
      name: 'Harbor Property Group',
      email: 'pm@harborproperty.example',
      service: 'Maintenance & Repair',
      propertyType: 'commercial',
      message: 'Two cameras in the parking structure stopped recording, need a technician.',
      preferredDate: day(6),
      sourcePath: '/services/maintenance-repair',
      status: 'new',
    },
  ];
}

/**
 * Deletes what a test made: its records, then, since a deleted record waits in the trash and still
 * holds its images, their trash entries for good, then its uploads. Needs an administrator's token.
 */
export async function deleteForGood(
  baseURL: string,
  token: string,
  created: { module: string; id: number }[],
  uploadedMediaIds: Iterable<number>,
) {
  for (const record of created)
    await send(baseURL, token, 'DELETE', `/${record.module}/${record.id}`, undefined, 204);
  const trash = await send<{ data: TrashEntry[] }>(baseURL, token, 'GET', '/trash?pageSize=100');
  for (const entry of trash.data) {
    if (created.some((record) => record.module === entry.module && record.id === entry.recordId))
      await send(baseURL, token, 'DELETE', `/trash/${entry.id}`, undefined, 204);
  }
  for (const id of uploadedMediaIds) await send(baseURL, token, 'DELETE', `/media/${id}`, undefined, 204);
}
