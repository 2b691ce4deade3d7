/**
 * Sites built on the Eightshift boilerplate. Names and addresses are the projects' own;
 * descriptions are ours. Artwork is generated (src/blocks/LinkedImageCard/ProjectArt).
 */
export interface ShowcaseProject {
	name: string;
	url: string;
	description: string;
	/** Two colours for the generated artwork. */
	palette: [string, string];
}

export const showcaseProjects: ShowcaseProject[] = [
	{ name: 'Infinum Web', url: 'https://infinum.com/', description: 'The agency’s own website: services, case studies, open positions and its writing.', palette: ['#b3121f', '#1b1c1f'] },
	{ name: 'Infinum Academy', url: 'https://academy.infinum.com/', description: 'Free courses in design and development taught by people who build products every day.', palette: ['#2d4bd8', '#0f1b4d'] },
	{ name: 'Productive', url: 'https://productive.io/', description: 'Marketing site of an operations and profitability platform for agencies.', palette: ['#6b3fd4', '#1e1240'] },
	{ name: 'Solplanet', url: 'https://solplanet.net/', description: 'Product catalogue for solar inverters across several regions and languages.', palette: ['#f2a007', '#5a3a00'] },
	{ name: 'D66', url: 'https://d66.nl/', description: 'Website of a Dutch political party: news, local chapters and campaign pages.', palette: ['#0b8a4b', '#05361e'] },
	{ name: 'A1 Jobs', url: 'https://jobs.a1.com/', description: 'Careers portal of a telecom group, with job listings and employer-brand stories.', palette: ['#d4141c', '#3a0507'] },
	{ name: 'A1 Brand Portal', url: 'https://brand.a1.group/', description: 'Brand guidelines, downloadable assets and usage rules in one place.', palette: ['#e2434b', '#2b2b2b'] },
	{ name: 'Raise The Bar', url: 'https://raisethebar.hr/', description: 'Education programme for people working in tourism and hospitality.', palette: ['#c8102e', '#7a0a1c'] },
	{ name: 'Tvornica Snova', url: 'https://tvornicasnova.hr/', description: 'Shop for personalised children’s books, where each child becomes the hero of the story.', palette: ['#ff7a59', '#5c1f10'] },
	{ name: 'Cormeum', url: 'https://cormeumapp.com/', description: 'Product site for an app that helps heart-failure patients and clinicians track symptoms.', palette: ['#e0245e', '#3d0a1a'] },
	{ name: 'Immunicom', url: 'https://immunicom.com/', description: 'Company site explaining a medical device therapy to patients, doctors and investors.', palette: ['#1b9aaa', '#06323a'] },
	{ name: 'UK Safer Internet Centre', url: 'https://saferinternet.org.uk/', description: 'Online-safety advice and teaching resources for schools, parents and young people.', palette: ['#0069b4', '#00264a'] },
	{ name: 'Greenwich Village', url: 'https://greenwichvillage.nyc/', description: 'Neighbourhood guide and events from a New York business improvement district.', palette: ['#7a9e3b', '#28350f'] },
];
