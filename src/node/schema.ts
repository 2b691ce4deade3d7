/** GraphQL types for content: strict, so a query never silently gets an inferred shape. */
export const typeDefs = /* GraphQL */ `
	type Mdx implements Node {
		frontmatter: MdxFrontmatter!
		fields: MdxFields!
	}

	"Fingerprint of what rendered documents depend on besides their text (see gatsby-node sourceNodes)."
	type DocumentRenderer implements Node @dontInfer {
		digest: String!
	}

	type MdxFrontmatter @dontInfer {
		id: String
		title: String!
		sidebar_label: String
		sidebar_position: Float
		description: String
		keywords: [String!]
		slug: String
		hide_title: Boolean
		hide_table_of_contents: Boolean
		pagination_prev: String
		pagination_next: String
		"blog posts"
		date: Date @dateformat
		authors: [String!]
		tags: [String!]
		"The toolkit versions a post describes"
		toolkit: String
	}

	type BlogTag @dontInfer {
		label: String!
		slug: String!
	}

	type BlogAuthor @dontInfer {
		key: String!
		name: String!
		title: String!
		url: String
		"person or organization (content/blog/authors.yml), the schema.org author type"
		type: String!
	}

	type MdxHeading @dontInfer {
		depth: Int!
		value: String!
		id: String!
	}

	type MdxFields @dontInfer {
		"doc or post"
		kind: String!
		"URL path without trailing slash"
		path: String!
		"content/ relative file path, for error messages and edit links"
		sourcePath: String!
		instance: String!
		version: String!
		docId: String!
		headings: [MdxHeading!]!
		wordCount: Int!
		readingTime: Int!
		"'' when front matter turns the link off, null when the sidebar decides"
		paginationPrev: String
		paginationNext: String
		"blog posts only"
		date: Date @dateformat
		tags: [BlogTag!]!
		authors: [BlogAuthor!]!
	}

	"A resolved sidebar of one docs version, shared by all its pages through one static query."
	type DocSidebar implements Node @dontInfer {
		key: String!
		instance: String!
		version: String!
		items: JSON!
	}
`;
