/**
 * A small slice of the docs as search records, shaped as the indexer makes them (headings of a
 * page, text under them): the dialog's tests search these through the real client and the real
 * search handler, so what they see is what the engine answers.
 */
import type { SearchRecord } from '@/lib/search/record'
import { makeRecord, type RecordSketch } from '@/lib/search/testing/make-record'

const INSTALLATION = '/3.5.6/docs/installation-and-setup'
const ENDPOINTS = '/3.5.6/docs/actuator-endpoints-overview'

/** A heading of a page: its record carries the headings above it. */
function heading(objectID: string, url: string, path: readonly string[], position: number): RecordSketch {
  const [lvl0, lvl1, ...rest] = path
  const levels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
  const hierarchy: RecordSketch['hierarchy'] = { lvl0, lvl1 }
  rest.forEach((title, index) => (hierarchy[levels[index]!] = title))
  const type = path.length === 2 ? 'lvl1' : levels[path.length - 3]!
  return { objectID, url, type, hierarchy, position, pageRank: 1 }
}

const installationPage = ['Documentation', 'Installation and Setup']
const quickStart = [...installationPage, 'Quick Start']

export const DIALOG_RECORDS: readonly SearchRecord[] = [
  heading('install-1', INSTALLATION, installationPage, 0),
  heading('install-2', `${INSTALLATION}#overview`, [...installationPage, 'Overview'], 1),
  heading('install-3', `${INSTALLATION}#quick-start`, quickStart, 2),
  heading(
    'install-4',
    `${INSTALLATION}#setting-up-the-spring-boot-admin-server`,
    [...quickStart, 'Setting up the Spring Boot Admin Server'],
    3,
  ),
  heading(
    'install-5',
    `${INSTALLATION}#registering-applications`,
    [...quickStart, 'Registering Applications'],
    4,
  ),
  heading('install-6', `${INSTALLATION}#docker-images`, [...quickStart, 'Docker Images'], 5),
  heading(
    'pyctuator-1',
    '/3.5.6/docs/third-party/pyctuator#installation',
    ['Third Party Integrations', 'Pyctuator', 'Installation'],
    1,
  ),
  {
    objectID: 'overview-1',
    url: '/3.5.6/docs#how-it-works',
    hierarchy: { lvl0: 'Documentation', lvl1: 'Overview', lvl2: 'How It Works' },
    content: 'A Spring Boot Admin installation consists of two parts: the server and its clients.',
    position: 2,
  },
  {
    objectID: 'endpoints-1',
    url: `${ENDPOINTS}#exposing-the-endpoints`,
    hierarchy: {
      lvl0: 'Documentation',
      lvl1: 'Supported Spring Boot Actuator Endpoints',
      lvl2: 'Exposing the Endpoints',
    },
    content:
      'Access (management.endpoint.<id>.access): may the endpoint be used at all, and may its write operations be called.',
    position: 3,
  },
  {
    objectID: 'endpoints-2',
    url: `${ENDPOINTS}#how-the-server-finds-the-endpoints`,
    hierarchy: {
      lvl0: 'Documentation',
      lvl1: 'Supported Spring Boot Actuator Endpoints',
      lvl2: 'How the Server Finds the Endpoints',
    },
    content:
      'If an endpoint is missing, check its exposure (management.endpoints.web.exposure.include) and its access (management.endpoint.<id>.access).',
    position: 5,
  },
  heading('notifications-1', '/3.5.6/docs/server/notifications', ['Server', 'Notifications'], 0),
  heading(
    'notifications-2',
    '/3.5.6/docs/server/notifications#notification-reminder',
    ['Server', 'Notifications', 'Notification Reminder'],
    1,
  ),
].map(makeRecord)
