// English interface strings. The shape is the Turkish dictionary's, so a missing key fails type checking.
import type { Dictionary } from './tr.ts';

export const en: Dictionary = {
  htmlLang: 'en',
  languageName: 'English',
  skipToContent: 'Skip to content',
  nav: {
    mainMenu: 'Main menu',
    openMenu: 'Menu',
    search: 'Search',
    instagram: 'Instagram',
    language: 'Language',
    home: 'Home page',
    noMenu: 'No menu found',
  },
  search: {
    title: 'Search the site',
    placeholder: 'Search projects, news or pages',
    close: 'Close search',
    results: 'Search results',
    count: '{n} results',
    none: 'No results found',
    unavailable: 'Search is not available right now',
  },
  pages: {
    home: 'Home',
    about: 'About Us',
    ourProjects: 'Our Projects',
    ongoingProjects: 'Ongoing Projects',
    services: 'Services',
    news: 'News',
    contact: 'Contact',
  },
  empty: {
    ongoingProjects: 'No ongoing projects at the moment',
    projects: 'No projects at the moment',
    news: 'No news available',
    about: 'About data not found',
    services: 'Services data not found',
    contact: 'Contact data not found',
    projectDetails: 'Project details not found',
    newsDetails: 'News data not found',
  },
  home: {
    featuredProjects: 'Featured Projects',
    explore: 'Explore',
    allProjects: 'All projects',
  },
  project: {
    contactNow: 'Contact Now',
    goToLocation: 'Go To Location',
    gallery: 'Gallery',
    ongoing: 'Ongoing',
    completed: 'Completed',
    view: 'View project',
  },
  contact: {
    goToLocation: 'Go To Location',
    location: 'Location',
  },
  news: {
    readMore: 'Read more',
    gallery: 'Gallery',
    publishedOn: 'Published on',
    backToNews: 'All news',
  },
  footer: {
    followInstagram: 'Follow us on Instagram',
    rights: 'All rights reserved.',
    menu: 'Footer menu',
  },
  whatsapp: {
    label: 'Write to us on WhatsApp',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for may have moved or been removed.',
    back: 'Back to the home page',
  },
  redirect: {
    title: 'Redirecting',
    text: 'This page has moved to',
  },
  newTab: '(opens in a new tab)',
};
