import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { SERVER_ENV_NAMES } from '@/env';

/**
 * The deployment files against the image and the settings the server reads: the Kubernetes
 * manifests as `kubectl kustomize` renders them, and compose.yaml. Every setting they give is one
 * src/env.ts knows; the image, its user, port, data folder and health address are the
 * Containerfile's; the several-instances settings (README) are all there.
 */

/** README, "Running several instances": what every instance of one site must share. */
const SHARED = [
  'DATABASE_URL',
  'REDIS_URL',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'BETTER_AUTH_SECRET',
  'SITE_URL',
  'TRUSTED_PROXY_HOPS',
];
/** server.mts: the longest a stop waits for requests in flight. */
const DRAIN_SECONDS = 25;

const containerfile = fs.readFileSync('Containerfile', 'utf8');
const image = {
  user: Number(/^USER (\d+)/m.exec(containerfile)?.[1]),
  port: Number(/^EXPOSE (\d+)/m.exec(containerfile)?.[1]),
  dataDir: /DATA_DIR=(\S+)/.exec(containerfile)?.[1],
  health: /fetch\('http:\/\/127\.0\.0\.1:'\+process\.env\.PORT\+'([^']+)'/.exec(containerfile)?.[1],
};

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the image the deployment files run', () => {
  it('is read from the Containerfile', () => {
    expect(image).toEqual({ user: 10001, port: 3000, dataDir: '/data', health: '/api/health' });
  });
});

describe('Kubernetes (kubectl kustomize deploy/kubernetes)', () => {
  const docs = parseAllDocuments(
    execFileSync('kubectl', ['kustomize', 'deploy/kubernetes'], { encoding: 'utf8' }),
  ).map((doc) => doc.toJS() as Doc);
  const of = (kind: string) => {
    const found = docs.filter((doc) => doc.kind === kind);
    expect(found, kind).toHaveLength(1);
    return found[0]!;
  };
  const deployment = of('Deployment');
  const pod = deployment.spec.template;
  const container = pod.spec.containers[0];
  const secretNames = fs
    .readFileSync('deploy/kubernetes/secrets.env.example', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z]/.test(line))
    .map((line) => line.split('=')[0]!);

  it('renders a Deployment, Service, autoscaler, disruption budget and settings, nothing else', () => {
    expect(docs.map((doc) => doc.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'Service',
    ]);
  });

  it("runs the kustomization's image as the image's user, read-only but for the data folder", () => {
    const { images } = parse(fs.readFileSync('deploy/kubernetes/kustomization.yaml', 'utf8'));
    expect(container.image).toBe(`${images[0].newName}:${images[0].newTag}`);
    expect(pod.spec.securityContext).toMatchObject({
      runAsNonRoot: true,
      runAsUser: image.user,
      fsGroup: image.user,
    });
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    const mounted = Object.fromEntries(
      container.volumeMounts.map((mount: Doc) => [mount.mountPath, mount.name]),
    );
    const volumes = Object.fromEntries(
      pod.spec.volumes.map((volume: Doc) => [volume.name, volume]),
    );
    expect(volumes[mounted[image.dataDir!]].emptyDir).toBeDefined();
    expect(volumes[mounted['/tmp']].emptyDir).toBeDefined();
    expect(container.resources.requests).toMatchObject({ cpu: expect.any(String) });
    expect(container.resources.limits).toMatchObject({ memory: expect.any(String) });
  });

  it('checks readiness, liveness and start-up on the health address of the port served', () => {
    expect(container.ports).toEqual([{ name: 'http', containerPort: image.port }]);
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect(container[probe].httpGet, probe).toEqual({ path: image.health, port: 'http' });
    }
  });

  it('gives only settings the server reads, among them all that instances share', () => {
    const names = [
      ...Object.keys(of('ConfigMap').data),
      ...secretNames,
      ...(container.env ?? []).map((entry: Doc) => entry.name),
    ];
    expect(names.filter((name) => !(SERVER_ENV_NAMES as string[]).includes(name))).toEqual([]);
    expect(SHARED.filter((name) => !names.includes(name))).toEqual([]);
    // Secrets never sit in the ConfigMap.
    expect(Object.keys(of('ConfigMap').data)).not.toContain('BETTER_AUTH_SECRET');
    expect(container.envFrom).toEqual([
      { configMapRef: { name: of('ConfigMap').metadata.name } },
      { secretRef: { name: 'saba-secrets' } },
    ]);
  });

  it('replaces pods one at a time and gives a stopping pod time to finish its requests', () => {
    expect(deployment.spec.strategy.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
    const pause = Number(container.lifecycle.preStop.exec.command[1]);
    expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThan(pause + DRAIN_SECONDS);
  });

  it('points the Service, the autoscaler and the budget at these pods', () => {
    const labels = pod.metadata.labels;
    expect(of('Service').spec.selector).toEqual(labels);
    expect(of('Service').spec.ports[0].targetPort).toBe('http');
    expect(of('PodDisruptionBudget').spec.selector.matchLabels).toEqual(labels);
    const scaler = of('HorizontalPodAutoscaler').spec;
    expect(scaler.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    expect(scaler.minReplicas).toBeGreaterThanOrEqual(2);
  });
});

describe('compose.yaml', () => {
  const compose = parse(fs.readFileSync('compose.yaml', 'utf8'), { merge: true }) as Doc;
  const services = compose.services as Record<string, Doc>;
  const apps = ['app-1', 'app-2'].map((name) => services[name]!);

  it('runs two instances of the image, each read-only with a data volume of its own', () => {
    for (const app of apps) {
      expect(app.build).toEqual({ context: '.', dockerfile: 'Containerfile' });
      expect(app.read_only).toBe(true);
    }
    expect(apps[0]!.image).toBe(apps[1]!.image);
    const dataVolumes = apps.map((app) =>
      (app.volumes as string[]).find((volume) => volume.endsWith(`:${image.dataDir}`)),
    );
    expect(new Set(dataVolumes).size).toBe(2);
  });

  it('wires them to the stack as the several-instances section says', () => {
    for (const app of apps) {
      const env = app.environment as Record<string, string>;
      const names = Object.keys(env);
      expect(names.filter((name) => !(SERVER_ENV_NAMES as string[]).includes(name))).toEqual([]);
      expect(SHARED.filter((name) => !names.includes(name))).toEqual([]);
      const hostOf = (name: string) => new URL(env[name]!.replace(/\$\{[^}]+\}/g, 'x')).hostname;
      expect(services[hostOf('DATABASE_URL')]!.image).toMatch(/\/postgres:/);
      expect(services[hostOf('REDIS_URL')]!.image).toMatch(/\/redis:/);
      expect(services[hostOf('S3_ENDPOINT')]!.image).toMatch(/\/minio:/);
      expect(services[hostOf('SMTP_URL')]!.image).toMatch(/\/mailpit:/);
      // Secrets only from the .env file, and the stack refuses to start without them.
      for (const secret of ['DATABASE_URL', 'S3_SECRET_ACCESS_KEY', 'BETTER_AUTH_SECRET']) {
        expect(env[secret], secret).toMatch(/\$\{[A-Z0-9_]+:\?[^}]+\}/);
      }
      expect(env.TRUSTED_PROXY_HOPS).toBe('1');
    }
    // podman-compose 1.0 (Debian 12) leaves `${NAME:-}` as it is: a setting would get that text.
    expect(fs.readFileSync('compose.yaml', 'utf8')).not.toMatch(/\$\{[A-Z0-9_]+:-\}/);
  });

  it('sends visitors through one proxy to both, each checked on its health address', () => {
    const caddyfile = fs.readFileSync('deploy/compose/Caddyfile', 'utf8');
    expect(caddyfile).toContain(`reverse_proxy app-1:${image.port} app-2:${image.port}`);
    expect(caddyfile).toContain(`health_uri ${image.health}`);
    expect(services.proxy!.volumes).toContain('./deploy/compose/Caddyfile:/etc/caddy/Caddyfile:ro');
  });
});
