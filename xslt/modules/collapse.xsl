<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: mode teianon:collapse, the content of one reference in a tokenised corpus.
  The first token ($first) gets the placeholder, the other tokens ($removed) go, whitespace
  between removed tokens goes with them, everything else (anchors, comments) stays.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:mode name="teianon:collapse" on-no-match="shallow-copy" on-multiple-match="fail"/>

  <xsl:template match="tei:w" mode="teianon:collapse">
    <xsl:param name="first" as="element(tei:w)" tunnel="yes"/>
    <xsl:param name="removed" as="element(tei:w)*" tunnel="yes"/>
    <xsl:param name="placeholder" as="xs:string" tunnel="yes"/>
    <xsl:choose>
      <xsl:when test=". is $first">
        <xsl:copy>
          <xsl:for-each select="@*">
            <xsl:choose>
              <xsl:when test="local-name() = $teianon:token-text-attributes and namespace-uri() = ''">
                <xsl:attribute name="{name()}" select="$placeholder"/>
              </xsl:when>
              <xsl:otherwise>
                <xsl:apply-templates select="." mode="#default"/>
              </xsl:otherwise>
            </xsl:choose>
          </xsl:for-each>
          <xsl:choose>
            <xsl:when test=".//tei:m[@function = 'name']">
              <xsl:apply-templates select="node()" mode="teianon:inside-token"/>
            </xsl:when>
            <xsl:otherwise>
              <xsl:value-of select="$placeholder"/>
              <xsl:copy-of select=".//comment() | .//processing-instruction()"/>
            </xsl:otherwise>
          </xsl:choose>
        </xsl:copy>
      </xsl:when>
      <xsl:when test="some $w in $removed satisfies . is $w"/>
      <xsl:otherwise>
        <xsl:apply-templates select="." mode="#default"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Whitespace between two removed tokens, or between the first and a removed one, goes. -->
  <xsl:template match="text()[not(normalize-space())]" mode="teianon:collapse">
    <xsl:param name="first" as="element(tei:w)" tunnel="yes"/>
    <xsl:param name="removed" as="element(tei:w)*" tunnel="yes"/>
    <xsl:variable name="next" as="element(tei:w)?" select="following-sibling::tei:w[1]"/>
    <xsl:if test="not(exists($next) and (some $w in $removed satisfies $next is $w))">
      <xsl:copy/>
    </xsl:if>
  </xsl:template>

  <!-- Text outside the tokens of a reference would leak; it is not copied. -->
  <xsl:template match="text()[normalize-space()]" mode="teianon:collapse"/>

  <xsl:template match="tei:m[@function = 'name']" mode="teianon:inside-token">
    <xsl:param name="placeholder" as="xs:string" tunnel="yes"/>
    <xsl:copy>
      <xsl:apply-templates select="@*" mode="#default"/>
      <xsl:value-of select="$placeholder"/>
    </xsl:copy>
  </xsl:template>

  <xsl:mode name="teianon:inside-token" on-no-match="shallow-copy"/>

</xsl:stylesheet>
