/** The content reader the tests share with the content checks (src/content-checks/files.ts). */
export * from '../../src/content-checks/files';
