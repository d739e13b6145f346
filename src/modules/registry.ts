import { faqsModule } from './faqs/module';
import type { AnyModule } from './kit/define-module';
import { servicesModule } from './services/module';

/** Every CMS module. The only place a new module is registered. */
export const modules: AnyModule[] = [servicesModule, faqsModule];

export function findModuleByKey(key: string): AnyModule | undefined {
  return modules.find((module) => module.key === key);
}

export function findModuleByAdminPath(path: string): AnyModule | undefined {
  return modules.find((module) => module.adminPath === path);
}
