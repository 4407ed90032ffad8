/**
 * Hands the home page the newest blog posts, read from the blog plugin's own loaded
 * content (not a hand-kept list). Written with `createData` to
 * `@generated/recent-posts/default/recent-posts.json`, imported only by the home page.
 */
import type { Plugin } from '@docusaurus/types';

export interface RecentPost {
  title: string;
  description: string;
  permalink: string;
  date: string;
  readingTimeMinutes: number;
  authors: string[];
  tags: string[];
}

interface BlogContent {
  blogPosts: {
    metadata: {
      title: string;
      description: string;
      permalink: string;
      date: Date | string;
      readingTime?: number;
      authors: { name?: string }[];
      tags: { label: string }[];
    };
  }[];
}

export const RECENT_POST_COUNT = 3;

/** The newest `count` posts, newest first. */
export function recentPosts(content: BlogContent, count = RECENT_POST_COUNT): RecentPost[] {
  return [...content.blogPosts]
    .sort((a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime())
    .slice(0, count)
    .map(({ metadata }) => ({
      title: metadata.title,
      description: metadata.description,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString().slice(0, 10),
      // Rounded up, as the blog itself rounds (theme-classic), so both show the same minutes.
      readingTimeMinutes: Math.max(1, Math.ceil(metadata.readingTime ?? 1)),
      authors: metadata.authors.flatMap((author) => (author.name ? [author.name] : [])),
      tags: metadata.tags.map((tag) => tag.label),
    }));
}

export default function recentPostsPlugin(): Plugin {
  return {
    name: 'recent-posts',
    async allContentLoaded({ allContent, actions }) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) throw new Error('recent-posts: the blog plugin is not loaded');
      await actions.createData('recent-posts.json', JSON.stringify(recentPosts(blog)));
    },
  };
}
