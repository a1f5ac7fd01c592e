# BadgeReel's image: Debian 12 slim and the relocatable bundle (scripts/bundle), which brings
# every library and font the tool uses; the base image supplies glibc, libgcc_s, libstdc++
# and zlib. Build it with scripts/image (the bundle first, then this file), or by hand:
#   scripts/bundle .build/bundle && docker build --build-arg BUNDLE=.build/bundle/badgereel-0.1.0-linux-x86_64.tar.gz -t badgereel .
# Run it on the current folder, as yourself (the image's own user cannot write your folder):
#   docker run --rm -v "$PWD:/work" --user "$(id -u):$(id -g)" badgereel pop -o pop.gif
# BASE: Docker Hub's debian:12-slim; scripts/check-image names the Debian root it makes itself
# where no registry is reachable (never tagged debian:12-slim, so no other build takes it).
ARG BASE=debian:12-slim
FROM ${BASE}

# The tarball scripts/bundle wrote, relative to the build context.
ARG BUNDLE
# ADD unpacks a local tar archive (COPY would not): no tar in the image, no layer holding the
# archive itself. hadolint cannot see that a build argument names an archive.
# hadolint ignore=DL3020
ADD ${BUNDLE} /opt/

# One path whatever the version; a non-root user that owns nothing but its home. Run with
# --user "$(id -u):$(id -g)" to write files owned by yourself into a mounted folder. The
# still drawn here fills fontconfig's cache for the bundle's fonts in a folder every user can
# read, so no run scans 44 MB of fonts again, whichever user it runs as.
ENV XDG_CACHE_HOME=/var/cache/badgereel
RUN ln -s /opt/badgereel-*-linux-x86_64/bin/badgereel /usr/local/bin/badgereel \
 && useradd --create-home --uid 10001 --shell /usr/sbin/nologin badgereel \
 && badgereel still -o /tmp/warm-up.png && rm /tmp/warm-up.png \
 && chmod -R a+rX /var/cache/badgereel

USER 10001:10001
WORKDIR /work
ENTRYPOINT ["badgereel"]
CMD ["--help"]
