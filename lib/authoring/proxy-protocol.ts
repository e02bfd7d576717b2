/**
 * Decap CMS's proxy protocol (`POST {action, params}`, what its `decap-server` package answers for
 * `local_backend`), answered by the site itself over `LocalRepository`, so local mode needs no
 * second server and the same checks guard it as every other endpoint (`admin-access.ts`). The
 * simple publish mode: a save writes the files (and commits them, `git-commits.ts`); the content
 * watcher publishes them as a release, which the server follows.
 *
 * Every request is checked against the action's shape before anything is read or written: an
 * unknown action, a missing parameter or a path outside the editable folders is a 4xx with
 * `{message}`; nothing here answers 500 with details.
 */
import path from 'node:path'
import { z } from 'zod'
import { entryProblems } from './entry-check'
import type { GitCommits } from './git-commits'
import { LocalRepository, MAX_MEDIA_BYTES, RepositoryPathError } from './local-repository'

export interface ProtocolAnswer {
  status: number
  body: unknown
}

const text = z.string().max(512)
const asset = z.object({ path: text, content: z.string(), encoding: z.literal('base64') })
const dataFile = z.object({
  path: text,
  raw: z.string().max(2 * 1024 * 1024),
  newPath: text.optional(),
  slug: z.string().optional(),
})
const commitOptions = z.object({ commitMessage: z.string().max(2000).optional() }).passthrough()

const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info') }).passthrough(),
  z.object({
    action: z.literal('entriesByFolder'),
    params: z.object({ folder: text, extension: z.string().max(16), depth: z.number().int() }).passthrough(),
  }),
  z.object({
    action: z.literal('entriesByFiles'),
    params: z
      .object({ files: z.array(z.object({ path: text, label: z.string().optional() })).max(2000) })
      .passthrough(),
  }),
  z.object({ action: z.literal('getEntry'), params: z.object({ path: text }).passthrough() }),
  z.object({
    action: z.literal('persistEntry'),
    params: z
      .object({
        entry: dataFile.optional(),
        dataFiles: z.array(dataFile).max(50).optional(),
        assets: z.array(asset).max(20).default([]),
        options: commitOptions.default({}),
      })
      .passthrough(),
  }),
  z.object({ action: z.literal('getMedia'), params: z.object({ mediaFolder: text }).passthrough() }),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ path: text }).passthrough() }),
  z.object({
    action: z.literal('persistMedia'),
    params: z.object({ asset, options: commitOptions.default({}) }).passthrough(),
  }),
  z.object({
    action: z.literal('deleteFile'),
    params: z.object({ path: text, options: commitOptions.default({}) }).passthrough(),
  }),
  z.object({
    action: z.literal('deleteFiles'),
    params: z.object({ paths: z.array(text).max(50), options: commitOptions.default({}) }).passthrough(),
  }),
  z.object({ action: z.literal('getDeployPreview') }).passthrough(),
])

type ProtocolRequest = z.infer<typeof requestSchema>

const ACTIONS = requestSchema.options.map((option) => option.shape.action.value)

const error = (status: number, message: string): ProtocolAnswer => ({
  status,
  body: { error: message, message, status },
})

/** Reads one protocol request; a body that is not one gets the reason, naming the action or field. */
export function parseProtocolRequest(
  body: string,
): { ok: true; request: ProtocolRequest } | { ok: false; answer: ProtocolAnswer } {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { ok: false, answer: error(400, 'The body is not JSON.') }
  }
  const action = (json as { action?: unknown } | null)?.action
  if (typeof action !== 'string' || !(ACTIONS as string[]).includes(action)) {
    return {
      ok: false,
      answer: error(
        422,
        `Unknown action ${JSON.stringify(action ?? null)}; this server answers ${ACTIONS.join(', ')}.`,
      ),
    }
  }
  const parsed = requestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      ok: false,
      answer: error(
        422,
        `${action}: ${issue?.path.join('.') || 'the request'} ${issue?.message ?? 'is not valid'}`,
      ),
    }
  }
  return { ok: true, request: parsed.data }
}

function decodedSize(base64: string): number {
  return Math.floor((base64.length * 3) / 4)
}

export class ProxyProtocol {
  constructor(
    private readonly repository: LocalRepository,
    private readonly commits: GitCommits,
    /** Told the project-relative paths of every save, after it is written. */
    private readonly onSaved: (paths: string[]) => void = () => {},
  ) {}

  async answer(request: ProtocolRequest): Promise<ProtocolAnswer> {
    try {
      return await this.dispatch(request)
    } catch (caught) {
      if (caught instanceof RepositoryPathError) return error(403, caught.message)
      throw caught
    }
  }

  private async saved(paths: string[], message: string | undefined): Promise<void> {
    const result = await this.commits.commit(paths, message ?? `Edit ${paths.join(', ')}`)
    if (!result.committed && result.note && !/not a Git work tree|nothing/.test(result.note)) {
      console.warn(`[cms] saved ${paths.join(', ')} but did not commit it: ${result.note}`)
    }
    this.onSaved(paths)
  }

  private async dispatch(request: ProtocolRequest): Promise<ProtocolAnswer> {
    const repository = this.repository
    switch (request.action) {
      case 'info':
        return {
          status: 200,
          body: { repo: path.basename(repository.root), publish_modes: ['simple'], type: 'local_fs' },
        }
      case 'entriesByFolder': {
        const { folder, extension, depth } = request.params
        const files = await repository.listFiles(folder, extension, depth)
        return { status: 200, body: await repository.readEntries(files.map((file) => ({ path: file }))) }
      }
      case 'entriesByFiles':
        return { status: 200, body: await repository.readEntries(request.params.files) }
      case 'getEntry': {
        const [entry] = await repository.readEntries([{ path: request.params.path }])
        return { status: 200, body: entry }
      }
      case 'persistEntry':
        return this.persistEntry(request.params)
      case 'getMedia':
        return { status: 200, body: await repository.listMedia(request.params.mediaFolder) }
      case 'getMediaFile':
        return { status: 200, body: await repository.readMedia(request.params.path) }
      case 'persistMedia': {
        const { asset: media, options } = request.params
        if (decodedSize(media.content) > MAX_MEDIA_BYTES)
          return error(413, `Images are limited to ${MAX_MEDIA_BYTES / 1024 / 1024} MB.`)
        const absolute = await repository.resolve(media.path, 'media')
        await repository.write(absolute, Buffer.from(media.content, 'base64'))
        await this.saved([repository.relative(absolute)], options.commitMessage)
        return { status: 200, body: await repository.readMedia(media.path) }
      }
      case 'deleteFile':
      case 'deleteFiles': {
        const paths = request.action === 'deleteFile' ? [request.params.path] : request.params.paths
        const absolutes = await Promise.all(
          paths.map((file) =>
            repository.resolve(file, /\.(md|mdx|json|ya?ml)$/i.test(file) ? 'entry' : 'media'),
          ),
        )
        for (const absolute of absolutes) await repository.remove(absolute)
        await this.saved(
          absolutes.map((absolute) => repository.relative(absolute)),
          request.params.options.commitMessage,
        )
        return { status: 200, body: { message: `deleted ${paths.join(', ')}` } }
      }
      case 'getDeployPreview':
        return { status: 200, body: null }
    }
  }

  private async persistEntry(
    params: Extract<ProtocolRequest, { action: 'persistEntry' }>['params'],
  ): Promise<ProtocolAnswer> {
    const repository = this.repository
    const files = params.dataFiles ?? (params.entry ? [params.entry] : [])
    if (files.length === 0) return error(422, 'persistEntry: no file to save.')
    const targets = await Promise.all(
      files.map(async (file) => ({
        file,
        at: await repository.resolve(file.path, 'entry'),
        to: file.newPath ? await repository.resolve(file.newPath, 'entry') : undefined,
      })),
    )
    const assets = await Promise.all(
      params.assets.map(async (media) => ({ media, at: await repository.resolve(media.path, 'media') })),
    )
    // Checked whole before anything is written: a save the publish would refuse writes nothing.
    const problems = files.flatMap((file) => entryProblems(file.newPath ?? file.path, file.raw))
    if (problems.length > 0) return error(422, `Not saved: ${problems.join('; ')}`)
    for (const media of params.assets) {
      if (decodedSize(media.content) > MAX_MEDIA_BYTES)
        return error(413, `Images are limited to ${MAX_MEDIA_BYTES / 1024 / 1024} MB.`)
    }
    const written: string[] = []
    for (const { media, at } of assets) {
      await repository.write(at, Buffer.from(media.content, 'base64'))
      written.push(repository.relative(at))
    }
    for (const { file, at, to } of targets) {
      await repository.write(at, file.raw)
      written.push(repository.relative(at))
      if (to && to !== at) {
        await repository.move(at, to)
        written.push(repository.relative(to))
      }
    }
    await this.saved(written, params.options.commitMessage)
    return { status: 200, body: { message: 'entry persisted' } }
  }
}
