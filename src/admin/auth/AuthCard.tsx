import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AuthCard.module.css';
import { BrandMark } from './BrandMark';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card every sign-in screen uses. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <main className={classes.page}>
      <div className={classes.card}>
        <Paper shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <BrandMark />
            <div>
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm" mt={4}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
        <Text size="xs" c="dimmed" className={classes.footer}>
          Authorized staff only. Activity is logged.
        </Text>
      </div>
    </main>
  );
}
