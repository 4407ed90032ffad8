/** The home page's sections, each fed from src/data so copy changes never touch layout. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import ComplianceBadges from '@site/src/components/ComplianceBadges';
import ServiceCatalogue from '@site/src/components/ServiceCatalogue';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import { brand } from '@site/src/data/brand';
import { complianceBadges } from '@site/src/data/badges';
import { audiences, customerStories, developerEntryPoints, standards } from '@site/src/data/home';
import { services } from '@site/src/data/services';
import recentPosts from '@generated/recent-posts/default/recent-posts.json';
import ProductShowcase from '@site/src/components/ProductShowcase';
import CallToAction from '@site/src/components/CallToAction';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionHeader, { Eyebrow } from '@site/src/components/SectionHeader';
import TokenNote from '@site/src/components/TokenNote';
import HeroIllustration from './HeroIllustration';
import { formatDate } from '@site/src/utils/dates';
import styles from './home.module.css';

export function Hero(): ReactNode {
  return (
    <PageHero
      columns={[1.1, 1]}
      leadWidth="38rem"
      eyebrow={brand.tagline}
      title="One health record, built natively on FHIR R4"
      lead={
        <>
          {brand.name} stores, secures and shares clinical data as HL7 FHIR R4 resources, with AI assistance
          that clinicians review before anything is signed. It runs health systems, GP practices and digital
          health products across Ireland, the EU, the UK, the US and Canada.
        </>
      }
      actions={
        <>
          <Link className="button button--primary button--lg" to="/docs#quick-start-in-five-minutes">
            Read the quick start
          </Link>
          <Link className="button button--secondary button--lg" to="/services">
            Explore the {services.length} services
          </Link>
        </>
      }
      aside={<HeroIllustration />}>
      <ul className={styles.audiences}>
        {audiences.map((a) => (
          <li key={a.title}>
            <strong>{a.title}.</strong> {a.text}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}

export function Product(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="The product"
        title="One record, three ways in"
        lead="Clinicians, patients and developers each get a view of the same FHIR resources, so a result filed once is what all of them see."
      />
      <ProductShowcase />
    </Section>
  );
}

export function Standards(): ReactNode {
  return (
    <Section>
      <SectionHeader
        eyebrow="Standards"
        title="It speaks the standards your systems already use"
        lead="No proprietary data model to learn: the API is FHIR R4, the security is OAuth 2.0 and SMART, and the feeds are HL7 v2."
      />
      <CardGrid min="13rem">
        {standards.map((s) => (
          <li key={s.name}>
            <Card to={s.href} className={styles.standard}>
              <Icon name={s.icon} size={26} className={styles.standardIcon} />
              <span className={styles.standardName}>
                {s.name} <span className={styles.version}>{s.version}</span>
              </span>
              <span className={styles.standardText}>{s.text}</span>
            </Card>
          </li>
        ))}
      </CardGrid>
      <p className={styles.more}>
        <Link to="/fig">
          Every implementation guide and version we support <Icon name="arrowRight" size={18} />
        </Link>
      </p>
    </Section>
  );
}

export function CustomerStories(): ReactNode {
  return (
    <Section>
      <SectionHeader
        eyebrow="Customer stories"
        title="Running in practices and hospitals today"
        lead="Two projects told in full, with the numbers, the timelines and what went wrong, shared with the customers' permission."
      />
      <CardGrid min="26rem" wide>
        {customerStories.map((story) => (
          <li key={story.permalink}>
            <Card as="article" className={styles.story}>
              <p className={styles.storyContext}>{story.context}</p>
              <Heading as="h3" className={styles.storyTitle}>
                <Link to={story.permalink}>{story.customer}</Link>
              </Heading>
              <p className={styles.storyText}>{story.summary}</p>
              <dl className={styles.figures}>
                {story.figures.map((figure) => (
                  <div key={figure.label} className={styles.figure}>
                    <dt className={styles.figureLabel}>{figure.label}</dt>
                    <dd className={styles.figureValue}>{figure.value}</dd>
                  </div>
                ))}
              </dl>
              <p className={styles.storyMore}>
                <Link to={story.permalink}>
                  Read the story<span className="sr-only"> of {story.customer}</span>{' '}
                  <Icon name="arrowRight" size={18} />
                </Link>
              </p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

export function ServicesAtAGlance(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Services"
        title={`${services.length} services, one platform`}
        lead="Each service does one job and shares the same record, identity and audit trail. Use the whole platform or start with one."
      />
      <ServiceCatalogue compact />
      <p className={styles.more}>
        <Link to="/services">
          How the services fit together <Icon name="arrowRight" size={18} />
        </Link>
        <Link to="/pricing">
          Plans and pricing <Icon name="arrowRight" size={18} />
        </Link>
      </p>
    </Section>
  );
}

export function ComplianceBand(): ReactNode {
  return (
    <Section tone="dark" columns={[1, 1]} align="center">
      <div>
        <Eyebrow onDark>Compliance</Eyebrow>
        <Heading as="h2" className={styles.complianceTitle}>
          Built for regulated care in four jurisdictions
        </Heading>
        <ComplianceBadges className={styles.complianceBadges} />
      </div>
      <ul className={styles.complianceList}>
        {complianceBadges.map((b) => (
          <li key={b.id}>
            <Icon name="check" size={20} className={styles.check} />
            <span>
              <strong>{b.mark}.</strong> {b.detail}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function DeveloperEntryPoints(): ReactNode {
  const urls = useBrandUrls();
  return (
    <Section columns={[1.25, 1]} align="end">
      <div>
        <SectionHeader
          eyebrow="For developers"
          title="Your first FHIR call in five minutes"
          lead="Standard FHIR REST: if you have used a FHIR server before, you already know the API."
        />
        <CodeBlock language="bash" title="Search for a patient">
          {`curl -H "Authorization: Bearer $TOKEN" \\
  -H "Accept: application/fhir+json" \\
  "${urls.fhirApi}/Patient?family=Madden&birthdate=1984-03-12"`}
        </CodeBlock>
        <TokenNote>
          No project yet? Run the same search in the <Link to="/docs/sandbox">browser sandbox</Link>.
        </TokenNote>
      </div>
      <CardGrid className={styles.entryPoints}>
        {developerEntryPoints.map((e) => (
          <li key={e.title}>
            <Card to={e.href} className={styles.entryPoint}>
              <Icon name={e.icon} size={22} className={styles.standardIcon} />
              <span>
                <span className={styles.entryTitle}>{e.title}</span>
                <span className={styles.entryText}>{e.text}</span>
              </span>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

export function LatestPosts(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="From the blog"
        title="Latest from the team"
        lead="Release notes, engineering deep dives and what we learn building health software in four jurisdictions."
      />
      <CardGrid min="17rem" className={styles.posts}>
        {recentPosts.map((post) => (
          <li key={post.permalink}>
            <Card as="article" className={styles.post}>
              <p className={styles.postMeta}>
                <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingTimeMinutes} min read
              </p>
              <Heading as="h3" className={styles.postTitle}>
                <Link to={post.permalink}>{post.title}</Link>
              </Heading>
              <p className={styles.postText}>{post.description}</p>
              <p className={styles.postAuthors}>{post.authors.join(', ')}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
      <p className={styles.more}>
        <Link to="/blog">
          All posts <Icon name="arrowRight" size={18} />
        </Link>
      </p>
    </Section>
  );
}

export function ContactCta(): ReactNode {
  return (
    <CallToAction
      className={styles.cta}
      title="Planning a migration, an integration or a new product?"
      lead="Tell us about your systems and timelines. An engineer, not a sales script, will answer within two working days."
      secondary={{ to: '/docs/integration', label: 'Choose an integration path' }}
    />
  );
}
