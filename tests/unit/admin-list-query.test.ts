import { describe, expect, it } from 'vitest';
import {
  canReorder,
  correctedListQuery,
  filterableFields,
  type ListState,
  parseListQuery,
  serializeListQuery,
} from '@/admin/records/list-query';
import { findModuleByKey } from '@/registry';

const services = findModuleByKey('services')!;
const products = findModuleByKey('products')!;
const blogs = findModuleByKey('blogs')!;
const inquiries = findModuleByKey('inquiries')!;

const parse = (module = services, query = '') => parseListQuery(module, new URLSearchParams(query));

describe('module list state in the address bar', () => {
  it('offers yes/no, enum and reference fields as filters', () => {
    expect(filterableFields(services).map(([name]) => name)).toEqual(['featured', 'published']);
    expect(filterableFields(products).map(([name]) => name)).toEqual(['categoryId', 'featured', 'published']);
    expect(filterableFields(blogs).map(([name]) => name)).toEqual(['status']);
  });

  it('keeps the tab of a tabbed list in the address, not among the dropdown filters', () => {
    expect(filterableFields(inquiries).map(([name]) => name)).toEqual(['propertyType', 'language']);
    const state = parse(inquiries, 'status=contacted');
    expect(state.filters).toEqual({ status: 'contacted' });
    expect(serializeListQuery(inquiries, state)).toBe('status=contacted');
    expect(serializeListQuery(inquiries, { ...state, filters: { status: '' } })).toBe('');
    expect(parse(inquiries, 'status=archived').filters).toEqual({});
  });

  it('reads an empty query as the module defaults', () => {
    expect(parse()).toEqual({
      page: 1,
      pageSize: 20,
      q: '',
      sort: 'sortOrder',
      order: 'asc',
      filters: {},
    } satisfies ListState);
    expect(parse(blogs)).toMatchObject({ sort: 'publishedAt', order: 'desc' });
  });

  it('writes nothing for the defaults', () => {
    expect(serializeListQuery(services, parse())).toBe('');
  });

  it('round-trips search, filters, sort and paging', () => {
    const query = 'q=camera&categoryId=3&published=false&sort=name&order=desc&page=2&pageSize=50';
    const state = parse(products, query);
    expect(state).toEqual({
      page: 2,
      pageSize: 50,
      q: 'camera',
      sort: 'name',
      order: 'desc',
      filters: { categoryId: '3', published: 'false' },
    });
    expect(parse(products, serializeListQuery(products, state))).toEqual(state);
  });

  it('drops values the list API would refuse', () => {
    const state = parse(
      blogs,
      'status=archived&sort=tags&order=sideways&page=0&pageSize=7&unknown=1&published=maybe',
    );
    expect(state).toEqual(parse(blogs));
    // A field the list does not sort by (a bookmark from before sorts were declared).
    expect(parse(blogs, 'sort=body&order=asc')).toEqual(parse(blogs));
    expect(parse(products, 'categoryId=abc').filters).toEqual({});
    expect(parse(products, 'categoryId=-2').filters).toEqual({});
    expect(parse(blogs, 'status=published').filters).toEqual({ status: 'published' });
  });

  it('sorts a chosen column ascending unless the order is given', () => {
    expect(parse(services, 'sort=title')).toMatchObject({ sort: 'title', order: 'asc' });
    expect(serializeListQuery(services, parse(services, 'sort=title'))).toBe('sort=title&order=asc');
  });

  it('leaves cleared filters out of the address', () => {
    const state = { ...parse(services, 'published=true'), filters: { published: '' } };
    expect(serializeListQuery(services, state)).toBe('');
  });
});

describe('when rows can be dragged', () => {
  it('only in the module order, ascending, with no search or filter', () => {
    expect(canReorder(services, parse())).toBe(true);
    expect(canReorder(services, parse(services, 'page=2&pageSize=10'))).toBe(true);
    expect(canReorder(services, parse(services, 'sort=sortOrder&order=desc'))).toBe(false);
    expect(canReorder(services, parse(services, 'sort=title'))).toBe(false);
    expect(canReorder(services, parse(services, 'q=alarm'))).toBe(false);
    expect(canReorder(services, parse(services, 'published=true'))).toBe(false);
  });

  it('never for a module without a sort order', () => {
    expect(canReorder(blogs, parse(blogs, 'sort=publishedAt&order=asc'))).toBe(false);
  });
});

describe('an address the list reads otherwise', () => {
  const corrected = (query: string) => correctedListQuery(inquiries, new URLSearchParams(query));

  it('is corrected to what the list shows', () => {
    expect(corrected('page=abc')).toBe('');
    expect(corrected('page=0&pageSize=25')).toBe('');
    expect(corrected('page=-1&q=sam')).toBe('q=sam');
    expect(corrected('page=2.5&status=contacted')).toBe('status=contacted');
    expect(corrected('status=nonsense&page=3')).toBe('page=3');
    expect(corrected('sort=password&order=up')).toBe('');
  });

  it('is left alone when it says what the list shows, in any order', () => {
    expect(corrected('')).toBeNull();
    expect(corrected('page=3')).toBeNull();
    expect(corrected('pageSize=50&page=2&q=sam+kim&status=new')).toBeNull();
  });
});
