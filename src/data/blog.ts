/** Copy for the blog's list pages, which Docusaurus renders without a description of their own. */
export const blogCopy = {
  title: 'Blog',
  description:
    'Release notes, FHIR engineering deep dives, interoperability, AI safety, security and culture from the team building Sanoria.',
  tagsDescription:
    'Every topic on the Sanoria blog, from FHIR engineering and SMART on FHIR to compliance, AI safety and customer stories.',
  authorsDescription:
    'The engineers, clinicians and security specialists who write the Sanoria blog, and what each of them works on.',
};
