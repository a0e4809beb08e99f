import { configDefaults } from 'vitest/config';
import { ownModuleFiles, webProject } from './vitest.config';

/** The web test files that mock a module (see ownModuleFiles), each with a page and modules of its own. */
export default webProject('web-isolated', { include: ownModuleFiles, exclude: configDefaults.exclude }, true);
