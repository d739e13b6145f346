import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';

interface BrandMarkProps {
  /** Light text for the dark sidebar. */
  inverted?: boolean;
}

export function BrandMark({ inverted = false }: BrandMarkProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconShieldLock size={24} stroke={1.8} />
      </ThemeIcon>
      <div>
        <Text fw={700} lh={1.2} c={inverted ? 'white' : undefined}>
          Security Website
        </Text>
        <Text size="xs" lh={1.2} c={inverted ? 'navy.1' : 'dimmed'}>
          Back office
        </Text>
      </div>
    </Group>
  );
}
