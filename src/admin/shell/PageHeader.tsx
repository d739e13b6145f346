import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '@/admin/routing/link';

export interface Crumb {
  label: string;
  href?: string;
}

interface PageHeaderProps {
  title: string;
  description?: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
}

/** Breadcrumbs set each crumb's own style: a long crumb may wrap, through the component's styles. */
const CRUMB_STYLES = {
  root: { flexWrap: 'wrap', rowGap: 2 },
  breadcrumb: { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 0, lineHeight: 1.35 },
} as const;

/** Breadcrumbs, title and the page's main actions. */
export function PageHeader({ title, description, crumbs = [], actions }: PageHeaderProps) {
  return (
    <Stack gap={6} mb="lg">
      {crumbs.length > 0 && (
        // A record's long title wraps onto more lines rather than widen the page on a phone.
        <Breadcrumbs separatorMargin={6} fz="sm" styles={CRUMB_STYLES}>
          {crumbs.map((crumb) =>
            crumb.href ? (
              <Anchor key={crumb.label} component={Link} href={crumb.href} size="sm" c="dimmed">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} size="sm" c="dimmed">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ minWidth: 0 }}>
          {/* A long unbroken title (an e-mail address) wraps rather than widen the page on a phone. */}
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {description}
            </Text>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}
