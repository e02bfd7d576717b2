/**
 * One Git commit per CMS save in local mode, when the project is a Git work tree: the files the
 * save wrote or removed, with the writer's commit message (the CMS's default names the collection
 * and entry). Only those paths are committed (`git commit --only`), so whatever else the writer has
 * staged or changed stays as it was. Without Git, or outside a work tree, saves are plain file
 * writes. A failed commit never loses the save: the file is written, the failure is logged.
 */
import { execFile } from 'node:child_process'

const GIT_TIMEOUT_MS = 15_000
/** Who commits when the machine's Git has no identity of its own. */
const FALLBACK_IDENTITY = ['-c', 'user.name=Docs CMS', '-c', 'user.email=docs-cms@localhost']

function git(root: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-C', root, ...args],
      { timeout: GIT_TIMEOUT_MS, windowsHide: true },
      (error, stdout, stderr) => {
        resolve({ ok: error === null, output: `${stdout}${stderr}`.trim() })
      },
    )
  })
}

export interface CommitResult {
  committed: boolean
  /** Why nothing was committed (not a work tree, nothing changed) or what Git said on failure. */
  note?: string
}

export class GitCommits {
  private workTree: Promise<boolean> | undefined
  private identity: Promise<string[]> | undefined
  /** One Git command sequence at a time: two saves must not race for Git's index lock. */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly root: string) {}

  isWorkTree(): Promise<boolean> {
    this.workTree ??= git(this.root, ['rev-parse', '--is-inside-work-tree']).then(
      (result) => result.ok && result.output === 'true',
    )
    return this.workTree
  }

  private identityOptions(): Promise<string[]> {
    this.identity ??= git(this.root, ['config', 'user.email']).then((result) =>
      result.ok && result.output ? [] : FALLBACK_IDENTITY,
    )
    return this.identity
  }

  /** Commits these project-relative paths (written or removed) with this message. */
  commit(paths: string[], message: string): Promise<CommitResult> {
    const run = async (): Promise<CommitResult> => {
      if (paths.length === 0) return { committed: false, note: 'nothing to commit' }
      if (!(await this.isWorkTree())) return { committed: false, note: 'not a Git work tree' }
      const added = await git(this.root, ['add', '--all', '--', ...paths])
      if (!added.ok) return { committed: false, note: added.output }
      const changed = await git(this.root, ['diff', '--cached', '--quiet', '--', ...paths])
      if (changed.ok) return { committed: false, note: 'nothing changed' }
      const subject = message.trim().replace(/\s+/g, ' ').slice(0, 200) || 'Edit content'
      const identity = await this.identityOptions()
      const done = await git(this.root, [
        ...identity,
        'commit',
        '--quiet',
        '--no-verify',
        '-m',
        subject,
        '--only',
        '--',
        ...paths,
      ])
      return done.ok ? { committed: true } : { committed: false, note: done.output }
    }
    const result = this.queue.then(run, run)
    this.queue = result
    return result
  }
}
