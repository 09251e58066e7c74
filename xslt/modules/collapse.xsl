<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: mode teianon:collapse, the content of one reference in a tokenised corpus.
  The tokens in $texts get their new text (the first token the placeholder; in pseudonym mode
  each token its word of a surrogate with as many words), the other tokens ($removed, by
  generate-id: a reference of thousands of tokens is not searched once for each) go,
  whitespace before a removed token goes with it, everything else (anchors, comments) stays.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:mode name="teianon:collapse" on-no-match="shallow-copy" on-multiple-match="fail"/>

  <xsl:template match="tei:w" mode="teianon:collapse">
    <xsl:param name="texts" as="map(xs:string, xs:string)" tunnel="yes"/>
    <xsl:param name="removed" as="map(xs:string, xs:boolean)" tunnel="yes"/>
    <xsl:variable name="placeholder" as="xs:string?" select="$texts(generate-id(.))"/>
    <xsl:choose>
      <xsl:when test="exists($placeholder)">
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
              <xsl:apply-templates select="node()" mode="teianon:inside-token">
                <xsl:with-param name="placeholder" select="$placeholder" tunnel="yes"/>
              </xsl:apply-templates>
            </xsl:when>
            <xsl:otherwise>
              <xsl:if test="$placeholder != ''">
                <xsl:sequence select="teianon:replaced-text($placeholder)"/>
              </xsl:if>
              <!-- Markup around letters of the token (Ga<g ref="#sz">ß</g>ner) stays, emptied
                   (mode teianon:emptied of references.xsl), as do comments. -->
              <xsl:apply-templates select="node()[not(self::text())]" mode="teianon:emptied"/>
            </xsl:otherwise>
          </xsl:choose>
        </xsl:copy>
      </xsl:when>
      <xsl:when test="map:contains($removed, generate-id(.))"/>
      <xsl:otherwise>
        <xsl:apply-templates select="." mode="#default"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Whitespace between two removed tokens, or between the first and a removed one, goes. -->
  <xsl:template match="text()[not(normalize-space())]" mode="teianon:collapse">
    <xsl:param name="removed" as="map(xs:string, xs:boolean)" tunnel="yes"/>
    <xsl:variable name="next" as="element(tei:w)?" select="following-sibling::tei:w[1]"/>
    <xsl:if test="not(exists($next) and map:contains($removed, generate-id($next)))">
      <xsl:copy/>
    </xsl:if>
  </xsl:template>

  <!-- Text outside the tokens of a reference would leak; it is not copied. -->
  <xsl:template match="text()[normalize-space()]" mode="teianon:collapse"/>

  <xsl:template match="tei:m[@function = 'name']" mode="teianon:inside-token">
    <xsl:param name="placeholder" as="xs:string" tunnel="yes"/>
    <xsl:choose>
      <!-- <m> holds text only: the gap and supplied pair takes its place in the token. -->
      <xsl:when test="$markup = 'guidelines'">
        <xsl:sequence select="teianon:replaced-text($placeholder)"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:copy>
          <xsl:apply-templates select="@*" mode="#default"/>
          <xsl:value-of select="$placeholder"/>
        </xsl:copy>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:mode name="teianon:inside-token" on-no-match="shallow-copy"/>

  <!-- What stands where the original was: the text (markup=docc), or the Guidelines' gap and
       supplied pair (markup=guidelines), reason anonymization for a placeholder and
       pseudonymization for a surrogate. -->
  <xsl:function name="teianon:replaced-text" as="node()*">
    <xsl:param name="text" as="xs:string"/>
    <xsl:choose>
      <xsl:when test="$markup = 'guidelines'">
        <xsl:variable name="reason" select="if (matches($text, '^\[_.*_\]$')) then 'anonymization' else 'pseudonymization'"/>
        <gap xmlns="http://www.tei-c.org/ns/1.0" reason="{$reason}"/>
        <supplied xmlns="http://www.tei-c.org/ns/1.0" reason="{$reason}">
          <xsl:value-of select="$text"/>
        </supplied>
      </xsl:when>
      <xsl:otherwise>
        <xsl:value-of select="$text"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:function>

  <!-- generate-id of each token that gets a new text, to that text: all words of the
       replacement on as many tokens, else the whole replacement on the first token. -->
  <xsl:function name="teianon:token-texts" as="map(xs:string, xs:string)">
    <xsl:param name="tokens" as="element(tei:w)*"/>
    <xsl:param name="replacement" as="xs:string"/>
    <xsl:variable name="words" as="xs:string*" select="tokenize($replacement)"/>
    <xsl:variable name="texts" as="map(xs:string, xs:string)" select="
        if (count($tokens) gt 1 and count($words) eq count($tokens) and not(teianon:is-placeholder($replacement)))
        then map:merge(for $i in 1 to count($tokens) return map{generate-id($tokens[$i]): $words[$i]})
        else map{generate-id($tokens[1]): $replacement}"/>
    <!-- A word the corpus splits over tokens (<w part="I">Plett</w><w part="F">enberg</w>) keeps
         every token: its middle and final parts stay, empty, with their ids and @part. -->
    <xsl:sequence select="map:merge(($texts,
        $tokens[@part = ('M', 'F')][not(map:contains($texts, generate-id(.)))] ! map{generate-id(.): ''}))"/>
  </xsl:function>

</xsl:stylesheet>
