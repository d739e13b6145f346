import { Anchor, Badge, Code, Group, Rating, Table, Text, Typography } from '@mantine/core';
import { IconCircleCheck, IconCircleMinus } from '@tabler/icons-react';
import type { Field } from '@/kit/fields';
import { telHref } from '@/lib/phone-link';
import { MediaThumbnail, MediaThumbnailList } from '../../media/MediaThumbnail';
import { optionLabel } from '../label-case';
import { formatDate, formatDateTime, formatMoney, htmlToText } from './format-value';
import { ReferenceTitle } from './ReferenceTitle';
import richText from './RichTextDisplay.module.css';

interface FieldDisplayProps {
  field: Field;
  value: unknown;
  /** One line for a table cell instead of the full value. */
  compact?: boolean;
}

function Empty() {
  return (
    <Text span c="dimmed" aria-label="Not set">
      —
    </Text>
  );
}

/** A stored value shown read-only, by field kind. */
export function FieldDisplay({ field, value, compact = false }: FieldDisplayProps) {
  if (value === null || value === undefined || value === '') return <Empty />;
  const text = String(value);

  switch (field.kind) {
    case 'boolean':
      return (
        <Group gap={6}>
          {value ? (
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
          ) : (
            <IconCircleMinus size={18} color="var(--mantine-color-gray-6)" aria-hidden />
          )}
          <Text span>{value ? 'Yes' : 'No'}</Text>
        </Group>
      );
    case 'money':
      return <Text span>{typeof value === 'number' ? formatMoney(value) : text}</Text>;
    case 'enum': {
      const color = field.colors?.[text];
      return color ? (
        <Badge variant="filled" color={color} c="white" radius="sm" tt="none" miw="max-content">
          {optionLabel(text, field)}
        </Badge>
      ) : (
        <Badge variant="outline" radius="sm" tt="none">
          {optionLabel(text, field)}
        </Badge>
      );
    }
    case 'slug':
      return <Code>{text}</Code>;
    case 'date':
      return <Text span>{formatDate(text)}</Text>;
    case 'datetime':
      return <Text span>{formatDateTime(text)}</Text>;
    case 'image':
      return <MediaThumbnail id={Number(value)} size={compact ? 'sm' : 'md'} />;
    case 'imageList': {
      const ids = Array.isArray(value) ? value.map(Number) : [];
      if (ids.length === 0) return <Empty />;
      return <MediaThumbnailList ids={ids} size={compact ? 'sm' : 'md'} max={compact ? 3 : undefined} />;
    }
    case 'reference':
      return <ReferenceTitle moduleKey={field.module} id={Number(value)} inList={compact} />;
    case 'integer':
      return field.display === 'stars' ? (
        <Rating value={Number(value)} readOnly count={field.max ?? 5} />
      ) : (
        <Text span>{text}</Text>
      );
    case 'specList': {
      const rows = Array.isArray(value) ? (value as { label: string; value: string }[]) : [];
      if (rows.length === 0) return <Empty />;
      if (compact) return <Text span>{rows.length} row(s)</Text>;
      return (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.label}:${row.value}`}>
                <Table.Th w="40%" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td>{row.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
    }
    case 'toggles': {
      const on = Object.entries(field.options).filter(
        ([key]) => (value as Record<string, boolean>)[key] !== false,
      );
      return <Text span>{on.length ? on.map(([, label]) => label).join(', ') : 'None'}</Text>;
    }
    case 'stringList': {
      const items = Array.isArray(value) ? value.map(String) : [];
      if (items.length === 0) return <Empty />;
      return (
        <Group gap={6}>
          {items.map((item) => (
            <Badge key={item} variant="default" radius="sm" tt="none">
              {item}
            </Badge>
          ))}
        </Group>
      );
    }
    case 'richText':
      if (compact) return <Text lineClamp={1}>{htmlToText(text)}</Text>;
      // Safe to render: the server sanitises rich text on every write.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is already sanitised
      return <Typography className={richText.root} dangerouslySetInnerHTML={{ __html: text }} />;
    case 'textarea':
      return compact ? (
        <Text lineClamp={1}>{text}</Text>
      ) : (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
      );
    case 'text':
      if (field.format === 'email') return <Anchor href={`mailto:${text}`}>{text}</Anchor>;
      if (field.format === 'phone') return <Anchor href={telHref(text)}>{text}</Anchor>;
      if (field.format === 'url' || field.format === 'https' || field.format === 'link') {
        return (
          <Anchor href={text} target="_blank" rel="noopener noreferrer">
            {text}
          </Anchor>
        );
      }
      return compact ? <Text lineClamp={2}>{text}</Text> : <Text>{text}</Text>;
    default:
      return <Text span>{text}</Text>;
  }
}
